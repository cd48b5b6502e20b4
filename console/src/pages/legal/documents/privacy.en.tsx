import { Clause, LegalDocument, Section } from '../LegalText';

export function PrivacyEn() {
  return (
    <LegalDocument title="Privacy Policy" effectiveDate="Effective date: 18 June 2025" lang="en">
      <Section number={1} title="General provisions">
        <Clause number="1.1.">
          This Privacy Policy (the “Policy”) explains how the individual entrepreneur registered under the laws of the Russian Federation who operates
          the AI-Powered Microservices service (the “Operator”) processes the personal data of the Service’s users. The Policy is issued in accordance
          with Federal Law No. 152-FZ of 27 July 2006 “On Personal Data”.
        </Clause>
        <Clause number="1.2.">
          The user accepts this Policy and consents to the processing of their personal data by pressing the continue button when signing in with a
          Google account.
        </Clause>
        <Clause number="1.3.">The Policy applies to the data the Operator receives through the Service’s website and tools.</Clause>
      </Section>

      <Section number={2} title="Data we process">
        <Clause number="2.1.">
          The Operator processes the e-mail address of the user’s Google account, the Google account username (the name shown in the Google profile),
          and anonymised data about visits to the website, such as the pages viewed, the time of a visit and the type of browser and device, from which
          the user cannot be identified.
        </Clause>
        <Clause number="2.2.">The Operator does not receive bank card details: payments are processed by a partner bank.</Clause>
        <Clause number="2.3.">The Operator does not process special categories of personal data or biometric personal data.</Clause>
      </Section>

      <Section number={3} title="Purposes of processing">
        <Clause number="3.1.">
          Personal data is processed in order to create and maintain the user’s account and let the user sign in; to provide the Service’s tools and
          the paid subscription and to account for payments; to send service notices about the account, the subscription and payments; to send
          advertising and informational e-mails unless the user has unsubscribed; to answer the user’s requests; and to improve the Service on the
          basis of anonymised statistics.
        </Clause>
      </Section>

      <Section number={4} title="How the data is processed">
        <Clause number="4.1.">
          Processing includes the collection, recording, organisation, storage, updating, use, blocking, deletion and destruction of personal data, with
          or without automation.
        </Clause>
        <Clause number="4.2.">
          The Operator protects personal data with legal, organisational and technical measures against unauthorised access, alteration, disclosure and
          destruction.
        </Clause>
        <Clause number="4.3.">
          The Operator does not pass personal data to third parties, except to the partner bank to the extent needed to process payments and in the
          cases required by law.
        </Clause>
        <Clause number="4.4.">Personal data is kept no longer than the purposes of processing require.</Clause>
      </Section>

      <Section number={5} title="Rights of the user">
        <Clause number="5.1.">
          The user has the right to receive information about the processing of their personal data; to demand that the data be corrected, blocked or
          destroyed if it is incomplete, out of date, inaccurate, unlawfully obtained or not needed for the stated purpose; to withdraw consent to
          processing; to unsubscribe from advertising e-mails by written request; and to appeal against the Operator’s actions to the authority for the
          protection of the rights of personal data subjects (Roskomnadzor) or in court.
        </Clause>
        <Clause number="5.2.">Requests are accepted in writing. The Operator answers within ten working days of receiving a request.</Clause>
      </Section>

      <Section number={6} title="Destruction of data">
        <Clause number="6.1.">
          The Operator destroys personal data, or has it destroyed, when the purposes of processing have been achieved or are no longer needed; when the
          user withdraws consent and there is no other lawful basis for processing; when the user deletes their account; and when unlawful processing
          is discovered that cannot be remedied.
        </Clause>
        <Clause number="6.2.">
          The data is destroyed within thirty days of the event concerned, and within ten working days in the case of unlawful processing, unless the
          law sets another period. Anonymised visit data from which the user cannot be identified may be kept for statistics.
        </Clause>
      </Section>

      <Section number={7} title="Personal data of other people">
        <Clause number="7.1.">
          The user must not enter, upload or otherwise provide to the Service the personal data of other people without their consent or another lawful
          basis. A user who does so is responsible for it, and the Operator may delete such data as soon as it becomes aware of it.
        </Clause>
      </Section>

      <Section number={8} title="Changes to the Policy">
        <Clause number="8.1.">
          The Operator may change this Policy. A new edition is published on the Service’s website and takes effect three calendar days after its
          publication, unless it names a later date.
        </Clause>
      </Section>

      <Section number={9} title="Contact">
        <Clause number="9.1.">
          Questions and requests about personal data are accepted in writing at the contact details given on the Service’s website.
        </Clause>
      </Section>
    </LegalDocument>
  );
}
