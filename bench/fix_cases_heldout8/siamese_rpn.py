"""SiamRPN head: the template branch's output is used, sample by sample, as the weight of a
convolution over the detection branch's output (`for ... in zip(cls_featmap, cls_kernel, ...)` over
the batch, kernel sizes read from `cls_k.shape`).

Source: leocvml/SiameseRPN-gluon-mxnet @ 98a635adf3, Net_Siamese.py (SiameseRPN.hybrid_forward),
unchanged but for the class name and the sizes: the AlexNet trunk is one 3x3 convolution, 256 feature
channels are 3 and the 4x4 kernels 2x2 (`reshape(2 * self.k, 3, 2, 2)`), anchor_k = 1.
"""
from mxnet import gluon
from mxnet.gluon import nn

INPUTS = [(2, 2, 6, 6), (2, 2, 9, 9)]


class Net(gluon.nn.HybridBlock):
    def __init__(self, anchor_k=1):
        super(Net, self).__init__()
        self.k = anchor_k
        self.Siamese = gluon.nn.HybridSequential()
        with self.Siamese.name_scope():
            self.Siamese.add(nn.Conv2D(3, kernel_size=3))

        self.ClsBr_Kernel = nn.HybridSequential()
        with self.ClsBr_Kernel.name_scope():
            self.ClsBr_Kernel.add(
                nn.Conv2D(2 * self.k * 3, kernel_size=3),  #2*anchor
                nn.BatchNorm(),
                nn.Activation('relu')
            )

        self.RegBr_kernel = nn.HybridSequential()
        with self.RegBr_kernel.name_scope():
            self.RegBr_kernel.add(
                nn.Conv2D(4* self.k * 3, kernel_size=3),
                nn.BatchNorm(),
                nn.Activation('relu')
            )

        self.ClsBr_FeatMap = nn.HybridSequential()
        with self.ClsBr_FeatMap.name_scope():
            self.ClsBr_FeatMap.add(
                nn.Conv2D(3, kernel_size=3),
                nn.BatchNorm(),
                nn.Activation('relu')
            )

        self.RegBr_FeatMap = nn.HybridSequential()
        with self.RegBr_FeatMap.name_scope():
            self.RegBr_FeatMap.add(
                nn.Conv2D(3, kernel_size=3),
                nn.BatchNorm(),
                nn.Activation('relu')
            )

    def hybrid_forward(self, F, template, detection, *args, **kwargs):

        template = self.Siamese(template)
        detection = self.Siamese(detection)

        cls_kernel = self.ClsBr_Kernel(template)
        cls_featmap = self.ClsBr_FeatMap(detection)

        reg_kernel = self.RegBr_kernel(template)
        reg_featmap = self.RegBr_FeatMap(detection)

        RegOut =[]
        ClsOut =[]

        for cls_f, cls_k, reg_f, reg_k in zip(cls_featmap, cls_kernel, reg_featmap, reg_kernel):
            cls_k =cls_k.reshape(2 * self.k, 3, 2, 2)  # 2*anchor
            reg_k =reg_k.reshape(4 * self.k, 3, 2, 2)

            cls_f = cls_f.expand_dims(0)
            reg_f = reg_f.expand_dims(0)

            cls_out = F.Convolution(data = cls_f, weight= cls_k,
                                    no_bias=True, kernel=[cls_k.shape[2],cls_k.shape[3]],
                                    num_filter=cls_k.shape[0])

            reg_out = F.Convolution(data = reg_f, weight= reg_k,
                                    no_bias=True, kernel=[reg_k.shape[2],reg_k.shape[3]],
                                    num_filter=reg_k.shape[0])

            RegOut.append(reg_out)
            ClsOut.append(cls_out)

        ClsOut = F.concat(*ClsOut, dim=0)
        RegOut = F.concat(*RegOut, dim=0)

        return ClsOut, RegOut
