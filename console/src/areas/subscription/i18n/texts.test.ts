import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { REFUND_WINDOW_DAYS } from '../../../../../contracts/plan.ts';
import { en as shellEn } from '../../../i18n/en';
import { ru as shellRu } from '../../../i18n/ru';
import { en } from './en';
import { ru } from './ru';

const english = new Polyglot({ locale: 'en', phrases: en });
const russian = new Polyglot({ locale: 'ru', phrases: ru });

describe('the subscription texts', () => {
  it('hold the spec texts word for word', () => {
    expect(en.pricing.signInToSubscribe).toBe('Sign In to Subscribe');
    expect(en.pricing.start).toBe('Start Your Subscription');
    expect(en.pricing.reactivate).toBe('Reactivate Subscription');
    expect(en.pricing.creating).toBe('Creating Payment...');
    expect(english.t('pricing.offer.getStarted', { price: '2,100' })).toBe('Get Started for ₽2,100/month');
    expect(english.t('pricing.offer.reactivate', { price: '2,100' })).toBe('Reactivate for ₽2,100/month');
    expect(en.paymentSuccess.title).toBe('Payment Successful!');
    expect(en.paymentSuccess.toast).toBe('Payment Successful! Activating your subscription...');
    expect(en.paymentSuccess.activated).toBe('Subscription Activated');
    expect(en.paymentSuccess.activatedToast).toBe('Subscription Activated! Welcome to the Pro plan');
    expect([en.paymentSuccess.checkNow, en.paymentSuccess.home, en.paymentSuccess.manage]).toEqual(['Check Status Now', 'Go to Home', 'Manage Subscription']);
    expect([en.paymentSuccess.monthlySubscription, en.paymentSuccess.validUntil]).toEqual(['Monthly Subscription', 'Valid Until']);
    expect(en.manage.title).toBe('Subscription Management');
    expect(en.manage.monthly).toBe('Monthly subscription');
    expect([en.manage.nextBilling, en.manage.activeUntil]).toEqual(['Next billing date', 'Active until']);
    expect(en.manage.pastDue).toBe('Payment failed. Please update your payment details to continue using the services.');
    expect([en.manage.requestRefund, en.manage.cancel, en.manage.resume, en.manage.payNow]).toEqual(['Request refund', 'Cancel subscription', 'Resume subscription', 'Pay now']);
    expect([en.manage.includedServices, en.manage.billingInfo]).toEqual(['Included Services', 'Billing Information']);
    expect([en.manage.cancelDialog.title, en.manage.cancelDialog.confirm]).toEqual(['Cancel subscription?', 'Yes, cancel subscription']);
    expect(en.manage.refundDialog.title).toBe('Request a refund?');
    expect(english.t('manage.refundDialog.confirm', { amount: '2,100' })).toBe('Yes, refund ₽2,100');
    expect(english.t('manage.cancelled.body', { date: 'July 18, 2025' })).toBe('You can continue using the service until July 18, 2025');
    expect([en.manage.refunded.title, en.manage.refunded.body]).toEqual(['Refund processed', 'Funds will be returned within 3-5 business days']);
    expect([en.manage.errors.cancel, en.manage.errors.refund]).toEqual(['Failed to cancel subscription', 'Failed to process refund']);
    expect(en.manage.errors.cancelInline).toBe('Failed to cancel subscription. Please try again later.');
    expect(en.manage.errors.refundInline).toBe('Failed to process refund. Please try again later.');
    expect(en.subscription.payment.failed).toBe('Failed to create payment');
    expect(en.testPayment.title).toBe('Test Payment Form');
    expect(english.t('testPayment.pay', { amount: '2,100' })).toBe('Pay ₽2,100');
    expect(en.testPayment.processing).toBe('Processing...');
    expect(en.featureGuard.logInAgain).toBe('Log In Again');
    expect(en.subscription.endingSoon.title).toBe('Subscription Ending Soon');
    expect(shellEn.errors.title).toBe('Error');
  });

  it("keep the spec's Russian texts", () => {
    expect([ru.promo.startFree, ru.promo.subscribe]).toEqual(['Начать бесплатно', 'Оформить подписку']);
    expect(shellRu.errors.title).toBe('Ошибка');
    expect(ru.subscription.payment.linkMissing).toBe('Не удалось создать ссылку для оплаты');
    expect(ru.subscription.payment.failed).toBe('Произошла ошибка при создании платежа');
  });

  it('count days in both languages', () => {
    expect(english.t('subscription.endingSoon.description', { smart_count: 1 })).toMatch(/^Your subscription ends in 1 day\./);
    expect(english.t('subscription.endingSoon.description', { smart_count: 3 })).toMatch(/^Your subscription ends in 3 days\./);
    expect(russian.t('subscription.endingSoon.description', { smart_count: 1 })).toMatch(/через 1 день\./);
    expect(russian.t('subscription.endingSoon.description', { smart_count: 3 })).toMatch(/через 3 дня\./);
    expect(russian.t('subscription.endingSoon.description', { smart_count: 5 })).toMatch(/через 5 дней\./);
    expect(russian.t('manage.billing.refundDaysLeft', { smart_count: 2 })).toBe('На запрос возврата осталось 2 дня.');
  });

  it("state the refund window from its one home, contracts/plan.ts, in both languages", () => {
    const refundDays = REFUND_WINDOW_DAYS;
    expect(english.t('pricing.guarantee', { refundDays })).toBe('7-day refund period · Cancel any time');
    expect(english.t('promo.subtitle', { refundDays })).toBe('One subscription gives you every premium tool. Cancel any time, with a full refund within 7 days.');
    expect(english.t('manage.billing.refund', { refundDays })).toBe('A full refund is available within 7 days of the first payment.');
    expect(english.t('manage.refundDialog.full', { refundDays, amount: '2,100' })).toBe('You are within the 7-day refund period, so you get a full refund of ₽2,100.');
    expect(russian.t('pricing.guarantee', { refundDays })).toBe('Возврат в течение 7 дней · Отмена в любой момент');
    expect(russian.t('manage.refundDialog.full', { refundDays, amount: '2 100' })).toBe('Вы в пределах 7-дневного срока возврата, поэтому вернём всю сумму — 2 100 ₽.');
  });
});
