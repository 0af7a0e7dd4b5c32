import type { SeedService } from '../types.ts';

/** The services shown in the menu and on /services/{id}; ids are stable because pages link to them. */
export const services: SeedService[] = [
  {
    id: 1,
    title: {
      en: 'Custom manufacturing and modifications',
      zh: '定制加工与按图改制',
    },
    summary: {
      en: 'We modify standard parts or make complete components to your drawing, from a single prototype to production batches.',
      zh: '我们可以改制标准件，也可以按您的图纸制造完整零件，从单件样机到批量生产均可承接。',
    },
    body: {
      en: `Not every application fits a catalogue part. Our workshop in Millbridge and our approved machining partners adapt standard Lihda components or make new parts to your own drawing.

## Typical modifications

- Shortened or lengthened threaded studs and spindles
- Additional cross holes, flats, keyways or tapped holes
- Special threads, including UNC, UNF and metric fine pitches
- Alternative materials, for example stainless steel 1.4404 instead of 1.4305
- Special colours, or laser marking with your part number or logo
- Assembled sub-units, for example a hand wheel fitted with a revolving handle

## How it works

1. Send us your drawing (PDF plus STEP or DXF), or mark up the datasheet of the standard part, with the quantity you need and your target date.
2. An application engineer checks the design for manufacture and suggests changes that save cost or lead time.
3. You receive a written quotation with price breaks, lead time and any one-off tooling charge.
4. On request we make first-off samples with a dimensional report before the batch is released.

## Quantities and lead times

Modifications to stock parts usually ship in 5 to 10 working days. Parts made completely to drawing typically take 3 to 6 weeks, depending on material and finish. There is no fixed minimum order quantity, but the set-up cost is spread over the batch, so larger quantities cost less per part.

Custom parts are made to order and cannot be returned unless they are faulty, so please check the approved drawing carefully. Ask for a quotation through the [contact page](/Contact) or talk to our [application engineers](/services/5).`,
      zh: `并非所有应用都能找到合适的目录产品。我们位于 Millbridge 的车间以及经过认证的机加工合作伙伴，可以对 Lihda 标准件进行改制，或按您的图纸制造全新零件。

## 常见改制内容

- 缩短或加长螺柱和丝杆
- 增加横孔、铣平面、键槽或螺纹孔
- 特殊螺纹，包括 UNC、UNF 及公制细牙螺纹
- 更换材料，例如以 1.4404 不锈钢代替 1.4305
- 特殊颜色，或激光刻印您的零件编号或标志
- 组装成部件，例如在手轮上装好旋转手柄

## 合作流程

1. 请发送图纸（PDF 以及 STEP 或 DXF 文件），或直接在标准件的技术数据表上标注修改要求，并注明所需数量和期望交期。
2. 应用工程师审核设计的可制造性，并提出降低成本或缩短交货期的建议。
3. 您将收到书面报价，包括阶梯价格、交货期以及可能产生的一次性工装费用。
4. 如有需要，我们会先制作首件样品并附尺寸检测报告，经您确认后再批量生产。

## 数量与交货期

库存标准件的改制通常在 5 至 10 个工作日内发货；完全按图制造的零件视材料和表面处理而定，一般需要 3 至 6 周。我们不设固定的最低起订量，但生产准备成本会分摊到整批零件上，因此数量越大，单价越低。

定制零件按订单生产，除存在质量缺陷外不予退货，请务必仔细核对确认的图纸。如需报价，请通过[联系页面](/Contact)与我们联系，或咨询我们的[应用工程师](/services/5)。`,
    },
  },
  {
    id: 2,
    title: {
      en: 'CAD data and configurator support',
      zh: 'CAD 数据与选型支持',
    },
    summary: {
      en: 'Download STEP models, DXF drawings and PDF datasheets for every variant, and get help when a model or configuration is not quite right.',
      zh: '每个规格均可下载 STEP 模型、DXF 图纸和 PDF 技术数据表；模型或选型有疑问时，我们随时为您提供帮助。',
    },
    body: {
      en: `Every product page in the shop offers CAD data for each individual variant, so the model you place in your assembly has exactly the part number you will order.

## What you can download

- **STEP** 3D models, which open in all common CAD systems such as SolidWorks, Inventor, Creo, NX, Solid Edge and Fusion
- **DXF** 2D drawings with the main views, for layouts and panel cut-outs
- **PDF datasheets** with dimensions, materials, finishes, load ratings and fitting notes

Downloads are free of charge. Models are simplified where that keeps files small (threads, for example, are shown as cosmetic threads), but all mating and envelope dimensions match the datasheet.

## Choosing the right variant

The variant table on each product page works as a configurator: filter by size, thread, material or finish and the matching part number is shown for you. How our part numbers are built is explained on the [technical information page](/Technical).

## When you need more

- Native formats, or other neutral formats such as IGES or Parasolid, on request
- Models of modified and custom parts once a quotation is approved
- Help with reading datasheets, tolerances and load ratings
- A model that will not import or looks wrong: tell us the part number and your CAD system and we will send a corrected file, usually on the same working day

CAD data is provided to help you design with Lihda products; the licence terms are on the [copyright page](/Copyright). Send your request to our CAD team through the [contact page](/Contact).`,
      zh: `网上商店的每个产品页面都为每一个具体规格提供 CAD 数据，您放入装配体中的模型与您将要订购的零件编号完全一致。

## 可下载的内容

- **STEP** 三维模型，可在 SolidWorks、Inventor、Creo、NX、Solid Edge、Fusion 等常用 CAD 系统中直接打开
- **DXF** 二维图纸，包含主要视图，便于布局设计和面板开孔
- **PDF 技术数据表**，包含尺寸、材料、表面处理、额定载荷及安装说明

所有下载均免费。为控制文件大小，模型在必要时做了简化（例如螺纹以装饰螺纹表示），但所有配合尺寸和外形尺寸均与技术数据表一致。

## 选择合适的规格

每个产品页面上的规格表就是一个选型工具：按尺寸、螺纹、材料或表面处理筛选后，系统会显示对应的零件编号。零件编号的构成方式请参阅[技术资料页面](/Technical)。

## 如需进一步支持

- 可应要求提供原生格式，或 IGES、Parasolid 等其他中性格式
- 报价确认后，可提供改制件和定制件的模型
- 协助解读技术数据表、公差和额定载荷
- 模型无法导入或显示异常时，请告知零件编号和您使用的 CAD 系统，我们通常会在当天发送修正后的文件

CAD 数据旨在帮助您使用 Lihda 产品进行设计，许可条款见[版权页面](/Copyright)。如有需要，请通过[联系页面](/Contact)联系我们的 CAD 团队。`,
    },
  },
  {
    id: 3,
    title: {
      en: 'Kitting and kanban supply',
      zh: '配套包装与看板供货',
    },
    summary: {
      en: 'We pack the components of each of your assemblies into labelled kits and keep your line stocked with a two-bin kanban system.',
      zh: '我们将每个装配所需的零件打包成带标签的配套包，并以双料箱看板系统保障您的生产线持续供料。',
    },
    body: {
      en: `When the same handles, hinges, latches and fasteners go into every machine you build, picking them from separate bags wastes time on the shop floor. We can do that work for you.

## Kitting

We put all the Lihda parts for one assembly, and on request agreed third-party items such as screws and washers, into a single bag or box. Each kit carries a label with your kit number, revision, contents list and a barcode. You order one part number per kit instead of a dozen separate lines, and your bill of materials stays simple.

## Kanban supply

For parts you use continuously we run a two-bin kanban system:

1. Together we agree the parts, bin sizes and reorder quantities, based on your consumption.
2. Two labelled bins per part are placed at your line or in your stores.
3. When a bin is empty, you scan its label or send it back, and we refill it within the agreed time, usually 2 to 5 working days.
4. Deliveries are invoiced against a blanket order, so nobody has to raise a purchase order for every refill.

## Benefits

- Fewer purchase orders and goods-in transactions
- No line stoppages for want of small parts
- Buffer stock held by us rather than tied up in your stores
- Fixed prices for the agreed period

Kitting and kanban supply are available to [company account](/services/6) customers. Ask us for a proposal through the [contact page](/Contact): a list of part numbers with annual quantities is all we need to start.`,
      zh: `如果您制造的每台设备都要用到相同的把手、铰链、锁扣和紧固件，在车间里逐袋拣料既费时又容易出错。这项工作可以交给我们来做。

## 配套包装

我们会把一个装配所需的全部 Lihda 零件，以及经双方约定的第三方零件（如螺钉、垫圈），统一装入一个袋子或盒子。每个配套包都贴有标签，注明您的配套包编号、版本、物料清单和条形码。您只需订购一个配套包编号，而不必分别下十几行订单，物料清单也更加简洁。

## 看板供货

对于持续使用的零件，我们采用双料箱看板系统：

1. 双方根据您的消耗量，共同确定零件、料箱规格和补货数量。
2. 每种零件配备两个带标签的料箱，放置在您的生产线旁或仓库中。
3. 一个料箱用空后，您扫描标签或将料箱寄回，我们会在约定时间内补满，通常为 2 至 5 个工作日。
4. 每次送货均按框架订单开具发票，无需为每次补货单独下采购订单。

## 主要优势

- 减少采购订单和收货入库的工作量
- 不会因缺少小零件而导致生产线停工
- 安全库存由我们持有，不占用您的仓库和资金
- 约定期限内价格固定

配套包装与看板供货服务面向[企业账户](/services/6)客户。欢迎通过[联系页面](/Contact)索取方案：只需提供零件编号清单及年用量，我们即可着手准备。`,
    },
  },
  {
    id: 4,
    title: {
      en: 'Next-day delivery and blanket orders',
      zh: '次日送达与框架订单',
    },
    summary: {
      en: 'Stock items ordered by 16:00 on a working day are dispatched the same day for next-day delivery to most UK addresses, and blanket orders fix your price for scheduled call-offs.',
      zh: '工作日 16:00 前订购的库存产品当天发货，英国大部分地区次日送达；框架订单可为分批交货锁定价格。',
    },
    body: {
      en: `## Next-day delivery

Most of the range is held in stock at our Millbridge warehouse. Stock items ordered by 16:00 on a working day are dispatched the same day and normally delivered on the next working day to addresses in mainland Great Britain. Deliveries to the Scottish Highlands and islands, Northern Ireland, the Isle of Man and the Channel Islands usually take one or two days longer.

Each product page shows the stock of every variant. If you order more than we have in stock, the balance ships after the lead time shown, and your basket tells you so before you order. The delivery charge is worked out in the basket before you pay. Timed and Saturday deliveries are available on request.

## Blanket orders

If you need the same parts regularly through the year, a blanket order gives you the price break for the total quantity while you take delivery in smaller batches.

- Agree a total quantity for up to 12 months, with a call-off schedule or call-offs as needed
- Pay the unit price of the total quantity, not of each call-off
- We reserve stock for you, so scheduled call-offs ship without waiting for production
- Move call-off dates with a few days' notice

Quantities not called off by the end of the agreement are either delivered and invoiced or, by agreement, repriced at the break for the quantity actually taken.

## International orders

We ship to the EU and worldwide. For deliveries outside Great Britain we prepare the customs documents; our EORI numbers are listed on the [contact page](/Contact), and the [FAQ](/faq) explains duties and import VAT. Ask for a blanket order quotation through the [contact page](/Contact).`,
      zh: `## 次日送达

我们的大部分产品都在 Millbridge 仓库备有库存。工作日 16:00 前订购的库存产品当天发货，送往英国本岛（大不列颠）地址的订单通常在下一个工作日送达。送往苏格兰高地及离岛、北爱尔兰、马恩岛和海峡群岛的订单，一般需要多 1 至 2 天。

每个产品页面都会显示各规格的库存数量。如果订购数量超过库存，超出部分将在页面所示的交货期后发货，下单前购物篮中也会提示。运费会在付款前于购物篮中计算。如需定时送货或周六送货，请与我们联系。

## 框架订单

如果您全年需要定期采购相同的零件，框架订单可让您按总数量享受相应的阶梯价格，同时分批小量收货。

- 约定最长 12 个月的总数量，按交货计划或按需分批提货
- 按总数量对应的单价结算，而非按每批数量计价
- 我们为您预留库存，计划内的提货无需等待生产
- 只需提前几天通知，即可调整提货日期

协议期满时尚未提取的数量，将予以交付并开具发票；或经双方协商，按实际提取数量对应的阶梯价格重新计价。

## 国际订单

我们可发货至欧盟及全球各地。对于大不列颠以外的送货，我们会准备报关单据；我们的 EORI 编号列于[联系页面](/Contact)，关税和进口增值税的说明请参阅[常见问题](/faq)。如需框架订单报价，请通过[联系页面](/Contact)与我们联系。`,
    },
  },
  {
    id: 5,
    title: {
      en: 'Technical advice from application engineers',
      zh: '应用工程师技术咨询',
    },
    summary: {
      en: 'Our application engineers help you choose, size and fit the right component, free of charge and without obligation.',
      zh: '我们的应用工程师免费帮助您选择、计算和安装合适的零件，且不附带任何义务。',
    },
    body: {
      en: `Choosing between two clamps or three hinges is rarely only a matter of dimensions. Our application engineers have a background in machine design and tooling, and they know the range and its limits.

## What we can help with

- Selecting toggle clamps, vices and clamping elements for the holding force and access your fixture needs
- Sizing hinges, gas springs and latches for the weight and size of a guard or door
- Choosing materials and finishes for wash-down, outdoor, clean-room or high-temperature use
- Checking the loads on levelling feet, indexing plungers and hand wheels
- Finding an equivalent for a part from another supplier or for an obsolete design
- Reviewing your fixture or enclosure layout and suggesting standard parts that save machining

## How to reach us

Call our technical line on the number shown on the [contact page](/Contact) during office hours, or email us with the part number or application, the quantities and, if possible, a sketch, photo or CAD model. Simple questions are usually answered the same day; a more detailed review takes 2 to 3 working days.

## Visits and trials

For larger projects an engineer can visit your site in the UK, or you can come to Millbridge and try parts on our demonstration fixtures. We can also supply parts for trials through our [sample service](/services/7).

Advice is free and without obligation. Responsibility for the suitability of a part in your machine stays with the designer, which is why we always state the assumptions behind our recommendations in writing. Reference data such as tightening torques and material properties is collected on the [technical information page](/Technical).`,
      zh: `在两款夹钳或三款铰链之间做选择，往往不只是比较尺寸那么简单。我们的应用工程师具有机械设计和工装夹具方面的专业背景，熟悉整个产品系列及其使用极限。

## 我们可以提供的帮助

- 根据夹具所需的夹紧力和操作空间，选择快速夹钳、虎钳和夹紧元件
- 根据防护罩或门的重量和尺寸，选配铰链、气弹簧和锁扣
- 为需要冲洗、户外、洁净室或高温环境的应用选择材料和表面处理
- 校核调节脚、分度销和手轮所承受的载荷
- 为其他供应商的零件或已停产的设计寻找替代产品
- 审查您的夹具或机柜布局，推荐可减少机加工量的标准件

## 联系方式

请在办公时间拨打[联系页面](/Contact)上的技术支持电话，或发送电子邮件，注明零件编号或应用情况、数量，如有可能请附上草图、照片或 CAD 模型。简单问题通常当天即可答复；较详细的方案审查需要 2 至 3 个工作日。

## 现场拜访与试用

对于较大的项目，我们的工程师可前往您在英国的工厂现场拜访；您也可以来 Millbridge，在我们的演示夹具上试用零件。此外，您还可以通过我们的[样品服务](/services/7)获取试用零件。

技术咨询免费且不附带任何义务。零件在您设备中的适用性最终仍由设计人员负责，因此我们始终以书面形式说明推荐方案所依据的前提条件。拧紧力矩、材料性能等参考数据汇总在[技术资料页面](/Technical)上。`,
    },
  },
  {
    id: 6,
    title: {
      en: 'Company accounts and credit',
      zh: '企业账户与信用账期',
    },
    summary: {
      en: 'Order as a team under one company account, share addresses and order history, and pay by invoice on 30-day terms once your company is approved.',
      zh: '团队成员使用同一企业账户下单，共享地址和订单记录；企业通过审核后，可凭发票享受 30 天账期付款。',
    },
    body: {
      en: `A company account lets several people in your organisation buy from Lihda under one customer record.

## Buying as a team

- Each member signs in with their own email address and password; passwords are never shared
- The company's administrators manage who belongs to the account and can see every order placed for the company
- Delivery and invoice addresses, the VAT number and the order history are shared across the team
- Every order records who placed it, together with your own purchase order number

## Ways to pay

- **Card**: credit or debit card, charged when you place the order
- **Bank transfer**: we send a pro-forma invoice and ship once the payment has arrived
- **On account**: for approved companies we invoice on dispatch, and payment is due 30 days from the invoice date

## Applying for credit

To pay on account, ask our credit team through the [contact page](/Contact). We need your company's registered name and number, its VAT number, the invoice address and a contact in accounts payable. We run a credit check and usually reply within 2 working days. We set the credit limit and review it regularly. Until your company is approved you can order by card or bank transfer as normal.

Invoices are sent by email as PDF files and show the prices ex VAT, the VAT and the total. Orders on account are subject to our [terms and conditions of sale](/TermsConditions), including the provisions on late payment.

Ready to start? [Create an account](/register) or ask us about credit through the [contact page](/Contact).`,
      zh: `企业账户让贵公司的多名员工在同一个客户档案下向 Lihda 采购。

## 团队采购

- 每位成员使用自己的电子邮箱和密码登录，绝不共用密码
- 企业账户的管理员负责管理账户成员，并可查看公司名下的所有订单
- 送货地址、发票地址、增值税号和订单记录在团队内共享
- 每张订单都会记录下单人以及贵公司的采购订单号

## 付款方式

- **银行卡支付**：信用卡或借记卡，下单时扣款
- **银行转账**：我们发送形式发票，收到货款后发货
- **账期付款**：面向已通过审核的企业，发货时开具发票，自发票日期起 30 天内付款

## 申请信用账期

如需账期付款，请通过[联系页面](/Contact)联系我们的信用管理团队。我们需要贵公司的注册名称和注册号、增值税号、发票地址以及应付账款部门的联系人。我们将进行信用审查，通常在 2 个工作日内答复。信用额度由我们核定并定期复审。在获批之前，您可以照常使用银行卡或银行转账下单。

发票以 PDF 文件通过电子邮件发送，分别列明不含增值税的价格、增值税额和总额。账期订单适用我们的[销售条款与条件](/TermsConditions)，包括逾期付款的相关规定。

准备好了吗？立即[注册账户](/register)，或通过[联系页面](/Contact)咨询信用账期事宜。`,
    },
  },
  {
    id: 7,
    title: {
      en: 'Sample service',
      zh: '样品服务',
    },
    summary: {
      en: 'Try a part before you commit: we send samples of most standard components for evaluation, free of charge for registered company customers.',
      zh: '先试用，再决定：我们为大多数标准件提供评估样品，注册企业客户可免费索取。',
    },
    body: {
      en: `Seeing and handling a part often answers questions a drawing cannot: how a knob feels in the hand, how a latch sounds as it closes, whether a clamp reaches over your workpiece.

## How it works

1. Tell us the part numbers (up to five different variants per request), your application and the expected annual quantity.
2. We confirm the request within one working day and dispatch stock items with standard delivery.
3. You keep the samples for your evaluation and let us know how the trial went; our [application engineers](/services/5) can help if a part does not behave as expected.

## Charges

- Samples of stock parts are free of charge for registered company customers, for projects with a realistic production volume.
- Higher-value items such as vices, modular fixture plates and large gas springs are lent for up to 30 days, or invoiced and credited in full when you place a production order.
- Samples of custom or modified parts are charged at cost and credited against the first production order.

## Good to know

- Samples come from normal production stock, so they are exactly what you will receive in a batch.
- If you need a first article inspection report or a material certificate with the samples, please say so in your request.
- For very small quantities it is often quicker simply to order in the shop: stock items paid by card are dispatched the same day.

Request samples through the [contact page](/Contact) with "Samples" in the subject, or ask your usual contact at Lihda.`,
      zh: `亲手拿到零件，往往能解答图纸无法回答的问题：旋钮握在手里的感觉如何，锁扣闭合时的声音怎样，夹钳能否跨过您的工件。

## 申请流程

1. 请告知零件编号（每次申请最多五个不同规格）、应用场合以及预计年用量。
2. 我们会在一个工作日内确认申请，库存产品以标准配送方式发出。
3. 样品留供您评估使用，请将试用结果反馈给我们；如零件表现不如预期，我们的[应用工程师](/services/5)可为您提供帮助。

## 收费说明

- 对于具有实际量产前景的项目，注册企业客户可免费获得库存零件样品。
- 虎钳、模块化夹具底板、大型气弹簧等价值较高的产品，可借用最长 30 天；或先开具发票，待您下达量产订单时全额抵扣。
- 定制件或改制件的样品按成本收费，并在首批量产订单中抵扣。

## 温馨提示

- 样品取自正常生产库存，与您日后批量收到的产品完全相同。
- 如需随样品提供首件检验报告或材质证明，请在申请中注明。
- 如果只需要极少量零件，直接在网上商店下单往往更快：以银行卡支付的库存产品当天即可发货。

请通过[联系页面](/Contact)申请样品，并在主题中注明“样品申请”，或联系您在 Lihda 的对接人员。`,
    },
  },
];
