import type { SeedPage } from '../../types.ts';
import { companyInfo as c } from '../company.ts';

const address = [c.addressLine1, c.addressLine2, c.addressLine3, c.addressLine4, c.addressLine5];
const addressList = address.map((line) => `- ${line}`).join('\n');
const mail = `[${c.email}](mailto:${c.email})`;

export const contactPage: SeedPage = {
  slug: 'Contact',
  title: {
    en: 'Contact us',
    zh: '联系我们',
  },
  body: {
    en: `We are happy to help with orders, quotations and technical questions. Call us during office hours or send an email at any time; we reply to most emails on the same working day.

## Sales and orders

- Telephone: ${c.telephone1}
- Email: ${mail}

Our sales team handles quotations, price breaks for larger quantities, blanket orders, order status, delivery, invoices and [company accounts and credit](/services/6).

## Technical support

- Telephone: ${c.telephone2}
- Email: ${mail}, with "Technical" in the subject

Our [application engineers](/services/5) help with selecting and sizing parts, materials and finishes, CAD data and [modifications to drawing](/services/1).

## Opening hours

Monday to Friday, 08:00 to 17:30 UK time. We are closed at weekends and on bank holidays in England and Wales.

The shop is open around the clock. Stock items ordered by 16:00 on a working day are dispatched the same day; orders placed later, at weekends or on bank holidays are processed on the next working day.

## Visiting address

${addressList}

Visitors are welcome by appointment, and there is parking on site. You can also collect orders from our goods-out desk during opening hours once we have confirmed that they are ready.

## What to include in an enquiry

A complete enquiry gets a faster and more accurate answer. Please tell us:

1. The **part number** in full, for example LH-1202-63-M12-SS, or a link to the product page
2. The **quantity**, and whether the need is one-off or recurring (with an estimated annual quantity)
3. A **drawing** or sketch for modified or custom parts, ideally as PDF plus STEP or DXF
4. The date you need the parts and the delivery postcode or country
5. Your company name and, for existing orders, our order number or your purchase order number
6. For technical questions, the application: loads, environment, temperature and anything else that matters

Many common questions are already answered in our [FAQ](/faq). New customers can [open an account](/register) in a few minutes.

## Company details

- ${c.name}, registered in England and Wales, company number ${c.registrationNO}
- Registered office: ${address.join(', ')}
- VAT number: ${c.vatNO}
- EORI number: ${c.eoriNO}
- EORI number for Northern Ireland (XI): ${c.xieoriNO}`,
    zh: `我们乐于为您解答订单、报价和技术方面的问题。办公时间内欢迎来电，也可随时发送电子邮件；大多数邮件我们会在当天回复。

## 销售与订单

- 电话：${c.telephone1}
- 电子邮箱：${mail}

我们的销售团队负责报价、大批量阶梯价格、框架订单、订单状态、送货、发票以及[企业账户与信用账期](/services/6)等事宜。

## 技术支持

- 电话：${c.telephone2}
- 电子邮箱：${mail}，请在邮件主题中注明“技术咨询”

我们的[应用工程师](/services/5)可协助您进行零件选型和计算、选择材料和表面处理、提供 CAD 数据以及[按图改制](/services/1)。

## 营业时间

周一至周五，英国时间 08:00 至 17:30。周末及英格兰和威尔士的法定公共假日休息。

网上商店全天候开放。工作日 16:00 前订购的库存产品当天发货；此后、周末或公共假日提交的订单将在下一个工作日处理。

## 来访地址

${addressList}

欢迎预约来访，厂区内设有停车位。我们确认货物备妥后，您也可以在营业时间内到我们的发货处自提订单。

## 询价时请提供的信息

信息越完整，我们的答复就越快、越准确。请告知：

1. 完整的**零件编号**，例如 LH-1202-63-M12-SS，或产品页面的链接
2. **数量**，以及是一次性需求还是长期需求（请提供预计年用量）
3. 改制件或定制件的**图纸**或草图，最好提供 PDF 以及 STEP 或 DXF 文件
4. 需要交货的日期以及收货地邮编或国家
5. 贵公司名称；如涉及已有订单，请提供我们的订单号或贵公司的采购订单号
6. 如为技术问题，请说明应用情况：载荷、使用环境、温度以及其他重要条件

许多常见问题已在[常见问题](/faq)中解答。新客户只需几分钟即可[注册账户](/register)。

## 公司信息

- ${c.name}，在英格兰和威尔士注册，公司注册号 ${c.registrationNO}
- 注册办公地址：${address.join(', ')}
- 增值税号：${c.vatNO}
- EORI 编号：${c.eoriNO}
- 北爱尔兰 EORI 编号 (XI)：${c.xieoriNO}`,
  },
};
