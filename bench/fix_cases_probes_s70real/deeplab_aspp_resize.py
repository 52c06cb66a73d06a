"""A DeepLabv3 re-implementation's atrous spatial pyramid pooling: the image-level branch (global
pooling, 1x1 conv, BN) brought back to the feature map by
`F.contrib.BilinearResize2D(..., height=x.shape[2], width=x.shape[2])` (the width read from the
height axis: the author's inputs are square), then four conv branches concatenated.

Source: MTCloudVision/deeplabv3-mxnet_gluon resnet/network.py
(atrous_spatial_pyramid_pooling.hybrid_forward) at 7a2f510487ad91c0ddf44b88b68859ce7296c9a0;
adapted: the class named Net, output_stride 16, depth 8 (the original's default 256).
"""
from mxnet.gluon import nn


INPUTS = [(2, 4, 9, 9)]


class Net(nn.HybridBlock):
    def __init__(self, output_stride=16, depth=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.GLBpooling = nn.GlobalAvgPool2D()
            self.image_level_features = nn.Conv2D(depth, kernel_size=1)
            self.at_pool1x1 = nn.Conv2D(depth, kernel_size=1)
            if output_stride == 16:
                self.at_pool3x3_1 = nn.Conv2D(depth, kernel_size=3, dilation=6, padding=6)
                self.at_pool3x3_2 = nn.Conv2D(depth, kernel_size=3, dilation=12, padding=12)
                self.at_pool3x3_3 = nn.Conv2D(depth, kernel_size=3, dilation=18, padding=18)
            elif output_stride == 8:
                self.at_pool3x3_1 = nn.Conv2D(depth, kernel_size=3, dilation=12, padding=12)
                self.at_pool3x3_2 = nn.Conv2D(depth, kernel_size=3, dilation=24, padding=24)
                self.at_pool3x3_3 = nn.Conv2D(depth, kernel_size=3, dilation=36, padding=36)
            self.last = nn.Conv2D(depth, kernel_size=1)
            self.bn_image = nn.BatchNorm()
            self.bn_1x1 = nn.BatchNorm()
            self.bn_3x3_1 = nn.BatchNorm()
            self.bn_3x3_2 = nn.BatchNorm()
            self.bn_3x3_3 = nn.BatchNorm()
            self.bn_last = nn.BatchNorm()

    def hybrid_forward(self, F, x):
        image_level_features = self.image_level_features(self.GLBpooling(x))
        image_level_features = self.bn_image(image_level_features)
        at_pool1x1 = self.at_pool1x1(x)
        at_pool1x1 = self.bn_1x1(at_pool1x1)
        at_pool3x3_1 = self.at_pool3x3_1(x)
        at_pool3x3_1 = self.bn_3x3_1(at_pool3x3_1)
        at_pool3x3_2 = self.at_pool3x3_2(x)
        at_pool3x3_2 = self.bn_3x3_2(at_pool3x3_2)
        at_pool3x3_3 = self.at_pool3x3_3(x)
        at_pool3x3_3 = self.bn_3x3_3(at_pool3x3_3)
        image_level_features = F.contrib.BilinearResize2D(image_level_features, height=x.shape[2], width=x.shape[2])
        out = F.concat(image_level_features, at_pool1x1, at_pool3x3_1, at_pool3x3_2, at_pool3x3_3)
        out = self.last(out)
        out = self.bn_last(out)
        return out
