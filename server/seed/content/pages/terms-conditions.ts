import type { SeedPage } from '../../types.ts';
import { companyInfo as c } from '../company.ts';

/** The terms and conditions of SALE (the website terms of use are in terms-and-conditions-website.ts). */
export const termsConditionsPage: SeedPage = {
  slug: 'TermsConditions',
  title: {
    en: 'Terms and conditions of sale',
    zh: '销售条款与条件',
  },
  body: {
    en: `These terms and conditions apply to every sale of goods and services by ${c.name}, a company registered in England and Wales under number ${c.registrationNO} ("we", "us"), to its customers ("you"). Please read them before you place an order. The use of our website itself is governed by our separate [website terms of use](/termsandconditions).

## 1. Scope

- These terms apply to every order, whether placed in our online shop, by email, by telephone or against a quotation, and to the exclusion of any other terms, including terms printed on or referred to in your purchase order.
- Our shop is intended for business customers. If you buy as a consumer, you have additional rights under consumer law, including the Consumer Rights Act 2015, and nothing in these terms affects those rights.
- Any change to these terms is binding only if we agree to it in writing.

## 2. Orders and contract

- Product descriptions, prices and stock levels in the shop are an invitation to order, not an offer. Your order is an offer to buy the goods on these terms.
- The email you receive immediately after ordering confirms that we have received your order. The contract is formed when we accept the order, either by confirming acceptance in writing or by dispatching the goods, whichever happens first. If we cannot accept an order, we tell you and refund any payment already taken.
- You are responsible for checking that part numbers, quantities and delivery details in your order are correct.
- Orders placed by a member of a company account are placed on behalf of that company, which is responsible for the people it allows to order.
- Written quotations are valid for 30 days unless they state otherwise.

## 3. Prices

- All prices are in pounds sterling (GBP) and **exclude VAT**. VAT is added at the rate that applies on the date of supply and is shown separately on the invoice.
- The price of an order line is the unit price of the price break that matches the quantity of that part number on the order, or, under a blanket order, the total quantity agreed.
- Delivery charges are shown in the basket before you confirm the order and are charged in addition to the price of the goods. Standard packaging is included.
- The prices that apply are those shown when you place your order. If a price is obviously wrong, we may correct it before accepting the order; we will then ask you whether you want to continue.
- Unless agreed otherwise, deliveries outside the United Kingdom are made DAP (Incoterms 2020) to the delivery address. Import duties, taxes and clearance charges in the country of destination are payable by you.

## 4. Delivery

- Dispatch dates and lead times are estimates. We do our best to meet them, but time of delivery is not of the essence. If delivery is more than 30 days later than the date we gave you, you may cancel the undelivered part of the order and receive a refund for it.
- We may deliver an order in parts; each part may be invoiced separately.
- Please inspect the goods on arrival and note any visible damage to the packaging on the carrier's delivery record. Report damage, shortages or wrong items to us within 5 working days of delivery, and non-delivery within 10 working days of the expected delivery date.
- If you collect goods from us, delivery takes place when they are handed over at our premises.

## 5. Risk and title

- Risk of loss of or damage to the goods passes to you on delivery.
- Ownership of the goods passes to you only when we have received payment in full, in cleared funds, for those goods. Until then you must keep the goods identifiable as ours and insure them. You may use or resell them in the ordinary course of your business, but this right ends immediately if you become insolvent or a payment is more than 30 days overdue, and we may then recover the goods.

## 6. Payment

- **Card**: your card is charged when you place the order. Card payments are processed by our card payment provider; we do not receive or store your full card details.
- **Bank transfer**: we send you a pro-forma invoice and dispatch the goods once the payment has reached our account. If payment has not arrived within 14 days, we may cancel the order.
- **On account**: available only to companies we have approved for credit, at our discretion and up to the credit limit we set. We invoice on dispatch and **payment is due within 30 days of the invoice date**. We may review, reduce or withdraw credit at any time, and we may suspend deliveries while any invoice is overdue or the credit limit is exceeded.
- If you pay late, we may charge interest and compensation under the Late Payment of Commercial Debts (Interest) Act 1998, currently interest at 8 % a year above the Bank of England base rate.
- You must pay in full without any deduction or set-off, unless we have agreed a credit note in writing.

## 7. Cancellation and returns

- Standard stock items may be returned within 30 days of delivery with our prior agreement. Please ask us for a returns number first. Goods must be unused, undamaged and in their original packaging, and you pay for the return carriage.
- We may charge a handling fee of up to 15 % of the net price of returned goods that are not faulty. We refund or credit the balance to the original means of payment or to your account.
- Custom and modified parts, goods cut to length and goods made or bought in specially for you cannot be returned unless they are faulty.
- Goods that are faulty, or that differ from what you ordered because of our error, are covered by section 8 and will be collected free of charge.

## 8. Warranty

- We warrant that for 12 months from delivery the goods will conform to their specification (the datasheet or, for custom parts, the drawing approved by both parties) and will be free from material defects in material and workmanship.
- The warranty does not cover fair wear and tear (for example of seals, elastomer pads or the gradual loss of force of gas springs), damage from misuse, accidents or incorrect installation, use beyond the ratings on the datasheet, goods modified by anyone other than us, or defects arising from your own drawings or specifications.
- If you believe goods are defective, tell us in writing promptly after discovering the defect and, if we ask, return the goods for inspection. If the defect is confirmed, we will at our option repair or replace the goods or refund the price. This is your only remedy for defective goods.
- You are responsible for selecting goods that are suitable for your application. Technical advice is given in good faith on the basis of the information you provide.
- To the extent permitted by law, this warranty replaces all other warranties and conditions, whether express or implied by statute or otherwise.

## 9. Liability

- Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, for breach of the terms implied by section 12 of the Sale of Goods Act 1979, or for any other liability that cannot be limited or excluded by law.
- Subject to this, we are not liable for any loss of profit, revenue, business or production, for downtime, or for any indirect or consequential loss.
- Subject to this, our total liability under or in connection with an order is limited to the price of the goods and services on that order.

## 10. Custom parts and intellectual property

Where we make goods to your drawing or specification, you confirm that doing so does not infringe the intellectual property rights of anyone else, and you will compensate us for any claims, costs and losses arising from such an infringement. Drawings, models and tooling that we create remain our property unless we agree otherwise in writing.

## 11. Export control

You must comply with all applicable export control and sanctions laws and must not export, re-export or transfer the goods in breach of them.

## 12. Events outside our control

We are not liable for any delay or failure to perform caused by events outside our reasonable control, such as severe weather, fire, flood, epidemics, strikes, the failure of suppliers or carriers, or acts of government. If such an event lasts more than 60 days, either of us may cancel the affected orders without liability.

## 13. General

- If any provision of these terms is found to be invalid, the remaining provisions stay in force.
- A failure or delay by us in enforcing a right does not mean that we have given it up.
- No one other than you and us has any right to enforce these terms under the Contracts (Rights of Third Parties) Act 1999.
- We may update these terms from time to time. The version in force when you place an order applies to that order.

## 14. Governing law and jurisdiction

These terms and every contract made under them, and any dispute or claim arising out of or in connection with them, are governed by the law of England and Wales. The courts of England and Wales have exclusive jurisdiction.

Questions about these terms? Please use our [contact page](/Contact).`,
    zh: `本中文译本仅供参考；如中英文版本有任何不一致，以英文版本为准。

本条款与条件适用于 ${c.name}（一家在英格兰和威尔士注册的公司，注册号 ${c.registrationNO}，下称“我们”）向其客户（下称“您”）销售的所有货物和服务。下单前请仔细阅读。本网站本身的使用受单独的[网站使用条款](/termsandconditions)约束。

## 1. 适用范围

- 本条款适用于所有订单，无论是通过网上商店、电子邮件、电话还是依据报价下达的订单，并排除任何其他条款的适用，包括您的采购订单上印制或引用的条款。
- 我们的网上商店面向企业客户。如果您以消费者身份购买，您享有消费者法律（包括《2015 年消费者权利法》）规定的额外权利，本条款不影响这些权利。
- 对本条款的任何变更，只有经我们书面同意后方具有约束力。

## 2. 订单与合同

- 网上商店中的产品说明、价格和库存数量属于要约邀请，而非要约。您的订单是按本条款购买货物的要约。
- 下单后您立即收到的电子邮件仅确认我们已收到您的订单。合同在我们接受订单时成立，即我们以书面形式确认接受或发出货物，以先发生者为准。如果我们无法接受订单，我们会通知您，并退还已收取的款项。
- 您有责任核对订单中的零件编号、数量和收货信息是否正确。
- 企业账户成员下达的订单视为代表该企业下达，该企业须对其授权下单的人员负责。
- 除非另有说明，书面报价的有效期为 30 天。

## 3. 价格

- 所有价格均以英镑 (GBP) 计价，且**不含增值税**。增值税按供货之日适用的税率加收，并在发票上单独列示。
- 每一订单行的价格，按该零件编号在订单中的数量所对应的阶梯价格计算；如属框架订单，则按约定的总数量计算。
- 运费在您确认订单前于购物篮中显示，并在货款之外另行收取。标准包装费用已包含在价格内。
- 适用的价格以您下单时显示的价格为准。如果价格存在明显错误，我们可在接受订单前予以更正，并询问您是否继续订购。
- 除非另有约定，发往英国境外的货物按 DAP（《国际贸易术语解释通则 2020》）交付至收货地址。目的国的进口关税、税费和清关费用由您承担。

## 4. 交货

- 发货日期和交货期均为预估时间。我们会尽力按期交货，但交货时间并非合同的关键条款。如果交货比我们告知的日期迟延超过 30 天，您可以取消订单中尚未交付的部分，并获得相应退款。
- 我们可以分批交付订单；每批货物可单独开具发票。
- 货物到达时请进行检查，如包装有明显损坏，请在承运人的签收记录上注明。货物损坏、数量短缺或发错货物，请在收货后 5 个工作日内通知我们；未收到货物的，请在预计交货日期后 10 个工作日内通知我们。
- 如您到我们处自提货物，则货物在我们场所交付给您时视为交货。

## 5. 风险与所有权

- 货物灭失或损坏的风险自交货时起转移给您。
- 只有在我们全额收到该批货物的款项（资金已到账）后，货物的所有权才转移给您。在此之前，您必须使货物保持可识别为我方所有的状态，并为其投保。您可以在正常经营过程中使用或转售这些货物，但如果您无力偿债或任何款项逾期超过 30 天，该权利立即终止，我们可以取回货物。

## 6. 付款

- **银行卡支付**：下单时从您的银行卡扣款。银行卡付款由我们的支付服务商处理；我们不会接收或保存您完整的银行卡信息。
- **银行转账**：我们向您发送形式发票，款项到达我方账户后发货。如 14 天内仍未收到付款，我们可以取消订单。
- **账期付款**：仅面向经我们审核获得信用额度的企业，由我们酌情决定，并以我们核定的信用额度为限。我们在发货时开具发票，**付款期限为自发票日期起 30 天内**。我们可以随时复审、降低或取消信用额度；在任何发票逾期未付或超出信用额度期间，我们可以暂停发货。
- 如您逾期付款，我们可以依据《1998 年商业债务逾期付款（利息）法》收取利息和补偿金，目前的利率为英格兰银行基准利率加年息 8 %。
- 您必须全额付款，不得作任何扣减或抵销，除非我们已书面同意开具贷记单。

## 7. 取消与退货

- 经我们事先同意，库存标准件可在收货后 30 天内退货。请先向我们索取退货编号。退回的货物必须未经使用、完好无损并保持原包装，退货运费由您承担。
- 对于无质量问题的退货，我们可以收取不超过退货净价 15 % 的处理费。余款将退回至原付款方式，或记入您的账户。
- 定制件、改制件、按长度裁切的货物以及专门为您生产或采购的货物，除存在质量缺陷外不予退货。
- 有质量缺陷的货物，或因我方错误而与您所订购货物不符的货物，适用第 8 条的规定，我们将免费上门取回。

## 8. 质量保证

- 我们保证，自交货之日起 12 个月内，货物符合其规格（技术数据表；如为定制件，则为双方确认的图纸），且在材料和工艺上不存在重大缺陷。
- 质量保证不包括正常磨损（例如密封件、弹性体垫片的磨损或气弹簧输出力的逐渐衰减），以及因误用、意外或安装不当造成的损坏、超出技术数据表额定值的使用、经我们以外的任何人改动的货物，或因您自己的图纸或规格而产生的缺陷。
- 如您认为货物存在缺陷，请在发现缺陷后及时书面通知我们，并应我们的要求将货物寄回检验。如缺陷经确认属实，我们将自行选择对货物进行维修、更换或退还货款。这是您针对缺陷货物的唯一救济方式。
- 您有责任选择适合您应用的货物。我们的技术建议均基于您提供的信息，本着诚信原则提供。
- 在法律允许的范围内，本质量保证取代所有其他明示的或依法律或其他方式默示的保证和条件。

## 9. 责任

- 本条款的任何内容均不限制或排除我们对以下事项的责任：因我方过失造成的死亡或人身伤害、欺诈或欺诈性虚假陈述、违反《1979 年货物买卖法》第 12 条所默示的条款，以及法律规定不得限制或排除的任何其他责任。
- 在符合上述规定的前提下，我们不对任何利润、收入、业务或产量的损失、停机损失或任何间接或后果性损失承担责任。
- 在符合上述规定的前提下，我们在某一订单项下或与之相关的全部责任，以该订单中货物和服务的价款为限。

## 10. 定制件与知识产权

如我们按您的图纸或规格制造货物，您确认此举不侵犯任何第三方的知识产权，并将赔偿我们因此类侵权而产生的任何索赔、费用和损失。除非另有书面约定，我们制作的图纸、模型和工装仍归我们所有。

## 11. 出口管制

您必须遵守所有适用的出口管制和制裁法律，不得违反这些法律出口、再出口或转让货物。

## 12. 不可抗力

对于因超出我们合理控制范围的事件（例如恶劣天气、火灾、洪水、疫情、罢工、供应商或承运人违约或政府行为）而导致的任何延误或未能履约，我们不承担责任。如果此类事件持续超过 60 天，任何一方均可取消受影响的订单，且无需承担责任。

## 13. 一般规定

- 如本条款的任何规定被认定无效，其余规定仍然有效。
- 我们未行使或延迟行使某项权利，并不意味着我们放弃该权利。
- 除您和我们之外，任何人均无权依据《1999 年合同（第三方权利）法》执行本条款。
- 我们可能不时更新本条款。您下单时有效的版本适用于该订单。

## 14. 适用法律与管辖

本条款、依据本条款订立的每一份合同，以及由此产生或与之相关的任何争议或索赔，均受英格兰和威尔士法律管辖。英格兰和威尔士法院拥有专属管辖权。

如对本条款有任何疑问，请通过[联系页面](/Contact)与我们联系。`,
  },
};
