import type { SeedPage } from '../../types.ts';
import { companyInfo as c } from '../company.ts';

export const copyrightPage: SeedPage = {
  slug: 'Copyright',
  title: {
    en: 'Copyright and CAD licence',
    zh: '版权与 CAD 数据许可',
  },
  body: {
    en: `© ${c.name}. All rights reserved.

## Website content

The content of this website, including its text, product names and descriptions, photographs, illustrations, dimensioned drawings, datasheets, CAD data, software and layout, is owned by or licensed to ${c.name} and is protected by copyright and database right under the law of the United Kingdom and by international treaties.

You may view this website, and print or download individual pages, for your own business purposes in connection with selecting and buying our products. You may not copy, republish or systematically extract its content, including automated collection of the catalogue, prices or stock data, without our prior written permission.

## Licence for drawings, datasheets and CAD data

We provide drawings, datasheets and CAD models (STEP, DXF and other formats) to help you design with Lihda products. We grant you a free, non-exclusive, non-transferable licence, which we may withdraw if its terms are broken, to:

- download and use the data to design, document and specify machines, fixtures and other products that use genuine Lihda parts
- include the models and drawings in your own assemblies, drawings, bills of materials and operating and maintenance manuals
- pass them on to your customers, suppliers and service providers as part of the documentation of your own design
- keep them in your company's CAD or PDM library for this purpose

You may not:

- distribute, sell or publish the data on its own, as a parts library, on download platforms or in collections of models
- use the data to make, or have made, copies or imitations of our products
- remove copyright notices, part numbers or title block information from drawings and datasheets
- present the data as your own product data or as that of another supplier

## Accuracy of CAD data

CAD models are simplified representations of our products: they show the envelope and all mating dimensions, but details such as threads, knurling and draft angles may be simplified. The dimensions and tolerances on the datasheet are authoritative. Please check critical dimensions against the datasheet before releasing your design, and download the data again when you start a new project, because we improve models from time to time. Our liability for the use of this website and its data is set out in the [website terms of use](/termsandconditions).

## Trade marks

"Lihda" and the Lihda logo are trade marks of ${c.name}. Other product and company names mentioned on this website, such as the names of CAD systems, may be trade marks of their respective owners and are used only to describe compatibility.

## Linking to our website

You may link to our home page or to individual product pages, provided that you do so fairly and do not suggest any form of association, approval or endorsement on our part where none exists. You may not display our website within a frame on another website.

## Permissions and notices

To ask for permission to use our content in other ways, or to tell us about content that you believe infringes your rights, email ${c.email} or use the details on our [contact page](/Contact).`,
    zh: `© ${c.name}。保留所有权利。

## 网站内容

本网站的内容，包括文字、产品名称和说明、照片、插图、尺寸图、技术数据表、CAD 数据、软件及页面布局，均归 ${c.name} 所有或已获授权使用，受英国法律规定的著作权和数据库权以及相关国际条约的保护。

您可以出于选型和采购我们产品的业务目的浏览本网站，并打印或下载单个页面。未经我们事先书面许可，您不得复制、转载或系统性地提取本网站内容，包括以自动化方式采集产品目录、价格或库存数据。

## 图纸、技术数据表和 CAD 数据的使用许可

我们提供图纸、技术数据表和 CAD 模型（STEP、DXF 及其他格式），旨在帮助您使用 Lihda 产品进行设计。我们授予您一项免费、非独占、不可转让的许可（如您违反许可条款，我们可撤回该许可），允许您：

- 下载并使用这些数据，设计、记录和指定采用 Lihda 正品零件的设备、夹具及其他产品
- 将模型和图纸用于您自己的装配体、图纸、物料清单以及操作和维护手册
- 作为您自有设计文件的一部分，将其提供给您的客户、供应商和服务商
- 为上述目的将其保存在贵公司的 CAD 或 PDM 库中

您不得：

- 单独分发、出售或发布这些数据，或将其作为零件库、在下载平台上或作为模型合集发布
- 利用这些数据制造或委托他人制造我们产品的复制品或仿制品
- 删除图纸和技术数据表上的版权声明、零件编号或标题栏信息
- 将这些数据冒充为您自己或其他供应商的产品数据

## CAD 数据的准确性

CAD 模型是我们产品的简化表示：模型反映外形尺寸和所有配合尺寸，但螺纹、滚花、拔模斜度等细节可能经过简化。尺寸和公差以技术数据表为准。在发布设计之前，请对照技术数据表核对关键尺寸；开始新项目时，请重新下载数据，因为我们会不时改进模型。我们对使用本网站及其数据所承担的责任，详见[网站使用条款](/termsandconditions)。

## 商标

“Lihda”及 Lihda 标志是 ${c.name} 的商标。本网站提及的其他产品和公司名称（例如 CAD 系统的名称）可能是其各自所有者的商标，仅用于说明兼容性。

## 链接至本网站

您可以链接至我们的首页或单个产品页面，但必须以公正的方式进行，且不得暗示我们与您存在实际上并不存在的任何关联、认可或背书。您不得在其他网站的框架内显示本网站。

## 许可申请与侵权通知

如需以其他方式使用我们的内容，或认为本网站内容侵犯了您的权利，请发送电子邮件至 ${c.email}，或通过[联系页面](/Contact)上的方式与我们联系。`,
  },
};
