"""A Siamese region-proposal tracker's head: the template's features turned into per-sample
correlation kernels, the batch walked by `zip` over the tensors, each kernel reshaped and applied by
`F.Convolution(..., kernel=[cls_k.shape[2], cls_k.shape[3]], num_filter=cls_k.shape[0])`.

Source: leocvml/SiameseRPN-gluon-mxnet Net_Siamese.py (SiameseRPN.hybrid_forward) at
98a635adf37bb1cf58fa2b74a6ac7610e54c186e; adapted: the class named Net, anchor_k given a default (5),
the AlexNet trunk kept as written.
"""
from mxnet import gluon
from mxnet.gluon import nn


INPUTS = [(1, 3, 127, 127), (1, 3, 255, 255)]


class Net(gluon.nn.HybridBlock):
    def __init__(self, anchor_k=5):
        super(Net, self).__init__()
        self.k = anchor_k
        self.Siamese = gluon.nn.HybridSequential()
        with self.Siamese.name_scope():
            self.Siamese.add(
                nn.Conv2D(64, kernel_size=11, strides=2),
                nn.Activation('relu'),
                nn.MaxPool2D(pool_size=(3, 3), strides=2),
                nn.Conv2D(192, kernel_size=5),
                nn.Activation('relu'),
                nn.MaxPool2D(pool_size=(3, 3), strides=2),
                nn.Conv2D(384, kernel_size=3),
                nn.Activation('relu'),
                nn.Conv2D(256, kernel_size=3),
                nn.Activation('relu'),
                nn.Conv2D(256, kernel_size=3)
            )

        self.ClsBr_Kernel = nn.HybridSequential()
        with self.ClsBr_Kernel.name_scope():
            self.ClsBr_Kernel.add(
                nn.Conv2D(2 * self.k * 256, kernel_size=3),  # 2*anchor
                nn.BatchNorm(),
                nn.Activation('relu')
            )

        self.RegBr_kernel = nn.HybridSequential()
        with self.RegBr_kernel.name_scope():
            self.RegBr_kernel.add(
                nn.Conv2D(4 * self.k * 256, kernel_size=3),
                nn.BatchNorm(),
                nn.Activation('relu')
            )

        self.ClsBr_FeatMap = nn.HybridSequential()
        with self.ClsBr_FeatMap.name_scope():
            self.ClsBr_FeatMap.add(
                nn.Conv2D(256, kernel_size=3),
                nn.BatchNorm(),
                nn.Activation('relu')
            )

        self.RegBr_FeatMap = nn.HybridSequential()
        with self.RegBr_FeatMap.name_scope():
            self.RegBr_FeatMap.add(
                nn.Conv2D(256, kernel_size=3),
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

        RegOut = []
        ClsOut = []

        for cls_f, cls_k, reg_f, reg_k in zip(cls_featmap, cls_kernel, reg_featmap, reg_kernel):
            cls_k = cls_k.reshape(2 * self.k, 256, 4, 4)  # 2*anchor
            reg_k = reg_k.reshape(4 * self.k, 256, 4, 4)

            cls_f = cls_f.expand_dims(0)
            reg_f = reg_f.expand_dims(0)

            cls_out = F.Convolution(data=cls_f, weight=cls_k,
                                    no_bias=True, kernel=[cls_k.shape[2], cls_k.shape[3]],
                                    num_filter=cls_k.shape[0])

            reg_out = F.Convolution(data=reg_f, weight=reg_k,
                                    no_bias=True, kernel=[reg_k.shape[2], reg_k.shape[3]],
                                    num_filter=reg_k.shape[0])

            RegOut.append(reg_out)
            ClsOut.append(cls_out)

        ClsOut = F.concat(*ClsOut, dim=0)
        RegOut = F.concat(*RegOut, dim=0)

        return ClsOut, RegOut
