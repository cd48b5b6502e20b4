import { Clause, LegalDocument, Section } from '../LegalText';

export function TermsEn() {
  return (
    <LegalDocument title="Terms of Service" effectiveDate="Effective date: 18 June 2025" lang="en">
      <Section number={1} title="General provisions">
        <Clause number="1.1.">
          These Terms of Service (the “Terms”) govern the use of the AI-Powered Microservices online service (the “Service”). The Service is operated by
          an individual entrepreneur registered under the laws of the Russian Federation (the “Contractor”). The Terms are a public offer within the
          meaning of Article 437 of the Civil Code of the Russian Federation.
        </Clause>
        <Clause number="1.2.">
          A person who uses the Service (the “User”) accepts these Terms and the Privacy Policy in full by pressing the continue button when signing in
          with a Google account. Acceptance has the same force as signing a written agreement. A person who does not agree with the Terms must not sign
          in or use the Service.
        </Clause>
        <Clause number="1.3.">
          These Terms are governed by the laws of the Russian Federation. Matters that the Terms do not settle are resolved in accordance with Russian
          law.
        </Clause>
      </Section>

      <Section number={2} title="The Service">
        <Clause number="2.1.">
          The Service gives signed-in users access to software tools built on artificial intelligence: a video-comment assistant, a messaging-app
          calendar, a messaging-app digest, a homework manager and an analytics assistant. The set of tools and their features may change as the Service
          develops.
        </Clause>
        <Clause number="2.2.">
          The User signs in with a Google account and is responsible for keeping access to that account secure. Actions taken after signing in with the
          User’s account are deemed to be taken by the User.
        </Clause>
        <Clause number="2.3.">
          Some tools work with third-party services (Google, YouTube, Telegram and others) under the User’s own credentials. The use of those services is
          governed by their own terms; the Contractor is not responsible for their availability or their decisions.
        </Clause>
      </Section>

      <Section number={3} title="Subscription and payment">
        <Clause number="3.1.">
          Paid tools are provided under the Professional Plan, a monthly subscription. The fee is 2,100 (two thousand one hundred) roubles per month,
          excluding VAT.
        </Clause>
        <Clause number="3.2.">
          The subscription is paid in advance and renews automatically every month on the day of the first payment until the User cancels it. If a
          renewal payment fails, up to three further attempts are made within two days; after that, access to the paid tools is suspended.
        </Clause>
        <Clause number="3.3.">
          Payments are accepted and processed by the Contractor’s partner bank. Card details are entered on the bank’s side; the Contractor neither
          receives nor stores them.
        </Clause>
        <Clause number="3.4.">
          The Contractor may change the fee without notice. A changed fee applies from the first billing period that begins after the change; a period
          already paid for is not recalculated.
        </Clause>
        <Clause number="3.5.">
          The User may cancel the subscription at any time in the subscription settings. After cancellation, automatic renewal stops and the paid tools
          remain available until the end of the period already paid for.
        </Clause>
        <Clause number="3.6.">
          Within 7 (seven) days of the start of the subscription the User may request a refund of the full fee paid. Access to the paid tools ends as
          soon as the refund is made, and the money is returned to the card used for payment, usually within 3 to 5 business days depending on the
          bank. After these 7 days the fee for the current period is not refundable.
        </Clause>
      </Section>

      <Section number={4} title="Generated material">
        <Clause number="4.1.">
          Texts, replies, summaries, calendar events, grades and other material produced by the Service (“Generated Material”) are created automatically
          by artificial-intelligence models. The Contractor does not guarantee that Generated Material is accurate, complete, original, lawful or fit for
          any particular purpose.
        </Clause>
        <Clause number="4.2.">
          The User alone is responsible for the content they submit to the Service, for reviewing Generated Material before using it, and for publishing
          it, including replies posted on the User’s channels and messages sent to chats. Generated Material is published on the User’s behalf only at
          the User’s command.
        </Clause>
        <Clause number="4.3.">The User must not use the Service to create or distribute material that breaks the law or infringes the rights of others.</Clause>
      </Section>

      <Section number={5} title="Liability">
        <Clause number="5.1.">
          The Service is provided “as is”. The Contractor makes reasonable efforts to keep it available but does not guarantee uninterrupted or
          error-free operation.
        </Clause>
        <Clause number="5.2.">
          The Contractor is not liable for indirect losses, lost profits or the consequences of using Generated Material, nor for failures of
          third-party services and communication networks.
        </Clause>
        <Clause number="5.3.">
          In any event, the Contractor’s total liability to the User under these Terms is limited to 10,000 (ten thousand) rubles.
        </Clause>
      </Section>

      <Section number={6} title="Personal data and e-mail">
        <Clause number="6.1.">Personal data is processed in accordance with the Privacy Policy published on the Service’s website.</Clause>
        <Clause number="6.2.">
          By accepting these Terms, the User agrees that the contact data they provide, including their e-mail address, may be used to send them
          advertising and informational e-mails about the Service. The User may unsubscribe at any time by sending the Contractor a written request;
          mailings stop once the request is received.
        </Clause>
        <Clause number="6.3.">The User must not submit the personal data of other people to the Service without a lawful basis.</Clause>
      </Section>

      <Section number={7} title="Changes to the Terms">
        <Clause number="7.1.">
          The Contractor may change these Terms by publishing a new edition on the Service’s website. A new edition takes effect three calendar days
          after its publication, unless it names a later date.
        </Clause>
        <Clause number="7.2.">
          Continuing to use the Service after a new edition takes effect means accepting it. A User who does not agree with the new edition should stop
          using the Service and cancel the subscription.
        </Clause>
      </Section>

      <Section number={8} title="Contact">
        <Clause number="8.1.">
          Written requests, including requests to unsubscribe from mailings and requests about personal data, are accepted at the contact details given
          on the Service’s website and in payment receipts. The Contractor answers within the time limits set by law.
        </Clause>
      </Section>
    </LegalDocument>
  );
}
