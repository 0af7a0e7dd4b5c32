import type { SeedPage } from '../../types.ts';
import { companyInfo as c } from '../company.ts';

export const faqPage: SeedPage = {
  slug: 'faq',
  title: {
    en: 'Frequently asked questions',
    zh: '常见问题',
  },
  body: {
    en: `## Ordering

### How do I place an order?

Find the product, choose the variant in the variant table and add the quantity you need to your [basket](/basket). When you are ready, open the basket, sign in or [register](/register), choose the delivery address and the way you want to pay, and confirm the order. You receive an order confirmation by email straight away.

### Can I change or cancel an order?

Contact us as soon as possible, quoting the order number. Orders that have not yet been dispatched can usually be changed or cancelled free of charge. Custom and modified parts can only be cancelled before production has started.

### How do price breaks work?

Most variants have price breaks: the more you order of one part number, the lower the unit price. The breaks are shown on the product page, and the basket applies the right one automatically to the quantity of each line. For quantities above the highest break, or for regular requirements, ask us for a quotation or a [blanket order](/services/4).

### Are your prices with or without VAT?

All prices in the shop are in pounds sterling (GBP) and exclude VAT. VAT at the applicable rate, currently 20 % for most of our products, is added in the basket and shown separately on the invoice. Deliveries outside the UK are normally zero-rated for UK VAT when we export the goods.

## Delivery

### How quickly will I receive my order, and what does delivery cost?

Stock items ordered by 16:00 on a working day are dispatched the same day and normally arrive on the next working day in mainland Great Britain; remote areas, Northern Ireland and the islands take one or two days longer. The delivery charge depends on the destination and the size of the order and is shown in the basket before you pay. Timed, Saturday and express deliveries are available on request.

### What if a part is not in stock?

Each product page shows the current stock of every variant and the lead time in working days for quantities that are not in stock. If you order more than we have, we normally ship the available quantity straight away and the balance when it is ready, without charging for the second delivery. If you prefer a single complete delivery, just tell us.

### Do you ship outside the UK? What about customs and EORI?

Yes, we deliver to the EU and worldwide. We prepare the commercial invoice and export declaration; our EORI number is ${c.eoriNO}, and for goods moving to or from Northern Ireland we use ${c.xieoriNO}. Unless agreed otherwise, import duties, import VAT and clearance fees in the destination country are paid by the recipient, so please give us your own EORI or VAT number and a contact for customs. Orders delivered to Northern Ireland are charged UK VAT as normal.

## Products and CAD data

### Where do I find CAD models and datasheets?

On every product page you can download, for each variant, a STEP 3D model, a DXF 2D drawing and the PDF datasheet, free of charge. You may use the data to design our parts into your products; the licence is described on the [copyright page](/Copyright). If you need another format, contact our [CAD team](/services/2).

### Can you make a part that is not in the catalogue?

Yes. We modify standard parts (length, holes, threads, material, marking) and make parts to drawing. See [custom manufacturing](/services/1) for details, or try a part first with our [sample service](/services/7).

## Accounts and payment

### Can several colleagues order on one company account?

Yes. A [company account](/services/6) lets a whole team order under one customer record. Every member signs in with their own email address and password, addresses and order history are shared, and the company's administrators see every order placed for the company.

### Can we pay on account?

Approved companies can pay on account: we invoice on dispatch and payment is due 30 days from the invoice date. To apply, send us your company's registered name and number, VAT number and accounts payable contact through the [contact page](/Contact); we usually reply within 2 working days. Until then you can pay by card or bank transfer.

### Which payment methods do you accept?

Credit and debit cards (charged when you order), bank transfer against a pro-forma invoice (we ship when the payment has arrived) and, for approved companies, payment on account with 30-day terms. Card payments are processed by our payment provider; we never see or store your full card number.

## Returns

### Can I return a part?

Standard stock items in unused condition and in their original packaging can be returned within 30 days of delivery. Please contact us first for a returns number. Custom, modified and cut-to-length parts cannot be returned unless they are faulty. If a part is faulty or we sent the wrong item, we collect it free of charge and replace it or refund you. The details are in our [terms and conditions of sale](/TermsConditions).

## Security and privacy

### Is it safe to tick "Remember me"?

"Remember me" keeps you signed in on this browser. It stores only your email address and a random sign-in token in the browser's local storage, **never your password**. On our side the token is kept only in a form that cannot be turned back into the token, and it is cancelled when you sign out, so signing out ends the remembered sign-in for good. Do not use "Remember me" on a shared or public computer. If you lose a device on which you were remembered, contact us and we will cancel its sign-in. More details are in our [cookie policy](/CookiePolicy) and [privacy policy](/PrivacyPolicy).

### Do you use tracking or advertising cookies?

No. The shop uses only the browser storage it needs to work: your sign-in session, the item count of your basket and, if you choose it, "Remember me". See our [cookie policy](/CookiePolicy).`,
    zh: `## 订购

### 如何下单？

找到所需产品，在规格表中选择具体规格，并将所需数量加入[购物篮](/basket)。准备好后，打开购物篮，登录或[注册账户](/register)，选择收货地址和付款方式，然后确认订单。您会立即收到订单确认邮件。

### 可以修改或取消订单吗？

请尽快与我们联系并提供订单号。尚未发货的订单通常可以免费修改或取消。定制件和改制件只能在投产前取消。

### 阶梯价格如何计算？

大多数规格都设有阶梯价格：同一零件编号订购数量越多，单价越低。阶梯价格显示在产品页面上，购物篮会根据每一行的数量自动套用对应的价格。如果数量超过最高一档，或有长期需求，请向我们索取报价或签订[框架订单](/services/4)。

### 价格含增值税吗？

网上商店的所有价格均以英镑 (GBP) 标示，且不含增值税。增值税按适用税率（目前我们的大多数产品为 20 %）在购物篮中加收，并在发票上单独列示。发往英国境外的货物在出口时通常适用英国增值税零税率。

## 送货

### 多久可以收到货？运费是多少？

工作日 16:00 前订购的库存产品当天发货，发往大不列颠本岛的订单通常在下一个工作日送达；偏远地区、北爱尔兰和各离岛需要多 1 至 2 天。运费取决于目的地和订单大小，付款前会在购物篮中显示。如需定时送货、周六送货或加急送货，请与我们联系。

### 零件没有库存怎么办？

每个产品页面都会显示各规格的当前库存，以及超出库存部分的交货期（以工作日计）。如果订购数量超过库存，我们通常会先发出现有数量，其余部分备妥后再发，第二次发货不另收运费。如果您希望一次性完整交货，请告知我们。

### 可以发货到英国境外吗？清关和 EORI 如何处理？

可以，我们可发货至欧盟及全球各地。我们负责准备商业发票和出口报关单；我们的 EORI 编号为 ${c.eoriNO}，进出北爱尔兰的货物使用 ${c.xieoriNO}。除非另有约定，目的国的进口关税、进口增值税和清关费用由收货方承担，因此请提供贵公司的 EORI 编号或增值税号以及清关联系人。送往北爱尔兰的订单照常收取英国增值税。

## 产品与 CAD 数据

### 在哪里可以找到 CAD 模型和技术数据表？

在每个产品页面上，您都可以免费下载每个规格的 STEP 三维模型、DXF 二维图纸和 PDF 技术数据表。您可以使用这些数据将我们的零件设计到您的产品中，许可条款见[版权页面](/Copyright)。如需其他格式，请联系我们的[CAD 团队](/services/2)。

### 可以制作目录中没有的零件吗？

可以。我们可以改制标准件（长度、孔、螺纹、材料、标刻），也可以按图纸制造零件。详情请参阅[定制加工](/services/1)，也可以先通过我们的[样品服务](/services/7)试用零件。

## 账户与付款

### 多位同事可以使用同一个企业账户下单吗？

可以。[企业账户](/services/6)让整个团队在同一客户档案下订购。每位成员使用自己的电子邮箱和密码登录，地址和订单记录共享，企业账户管理员可以查看公司名下的所有订单。

### 我们可以账期付款吗？

通过审核的企业可以账期付款：我们在发货时开具发票，自发票日期起 30 天内付款。如需申请，请通过[联系页面](/Contact)发送贵公司的注册名称和注册号、增值税号以及应付账款联系人；我们通常在 2 个工作日内答复。获批之前，您可以使用银行卡或银行转账付款。

### 支持哪些付款方式？

信用卡和借记卡（下单时扣款）、凭形式发票银行转账（收到货款后发货），以及面向已审核企业的 30 天账期付款。银行卡付款由我们的支付服务商处理；我们不会看到，也不会保存您的完整卡号。

## 退货

### 可以退货吗？

未使用且保持原包装的库存标准件，可在收货后 30 天内退货。请先与我们联系获取退货编号。定制件、改制件以及按长度裁切的零件，除存在质量缺陷外不予退货。如果零件有缺陷或我们发错了货，我们将免费上门取件，并为您更换或退款。详情请参阅我们的[销售条款与条件](/TermsConditions)。

## 安全与隐私

### 勾选“记住我”安全吗？

“记住我”会让您在此浏览器上保持登录状态。它只在浏览器的本地存储中保存您的电子邮箱地址和一个随机生成的登录令牌，**绝不保存您的密码**。在我们的服务器上，该令牌只以无法还原的形式保存，并且在您退出登录时即被注销，因此退出登录后，“记住我”的登录状态将彻底失效。请不要在公用或共享的电脑上使用“记住我”。如果您遗失了曾勾选“记住我”的设备，请联系我们，我们会注销该设备的登录状态。详情请参阅我们的 [Cookie 政策](/CookiePolicy)和[隐私政策](/PrivacyPolicy)。

### 你们使用跟踪或广告 Cookie 吗？

不使用。网上商店只使用其正常运行所必需的浏览器存储：您的登录会话、购物篮中的商品数量，以及您主动选择的“记住我”功能。详见我们的 [Cookie 政策](/CookiePolicy)。`,
  },
};
