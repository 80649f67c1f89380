// Support transcripts shared by the conversation pack's unit tests and its end-to-end test.

/** One call, three topics: a billing issue settled in the call, a feature gap, slow replies from support. */
export const SUPPORT_CALL = `Customer: Hi, my subscription expired last Tuesday and I was charged twice for the renewal. This is really frustrating!
Agent: I'm sorry about that. I can see the duplicate charge on your card.
Agent: I've issued a refund for the duplicate payment, it should arrive in 3-5 days.
Customer: Thanks, that's sorted then.
Customer: Also, the CSV export still drops the date column when I export reports.
Agent: That's a known limitation. I've filed a feature request with the product team.
Customer: One more thing, my last two emails to support took four days to get an answer.
Agent: Apologies for the slow response, we were short staffed.`;

/** A later call in which the customer says the slow replies are fixed now. */
export const FIXED_NOW = `Customer: About the slow answers from support by email.
Agent: Yes?
Customer: Never mind, that is fixed now, replies come within hours.
Agent: Glad to hear it.`;
