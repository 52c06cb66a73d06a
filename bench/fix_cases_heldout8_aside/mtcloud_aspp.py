"""DeepLabv3 ASPP: the image-level features are resized to the input's size read from `x.shape` --
`height=x.shape[2], width=x.shape[2]`, the height twice, so on a non-square map the pooled branch is
(H, H) and the concat with the (H, W) branches fails unless H == W.

Source: MTCloudVision/deeplabv3-mxnet_gluon @ 7a2f510487, resnet/network.py
(atrous_spatial_pyramid_pooling), unchanged but for the class name and depth 256 made 4. The bench
input is square (as the original's crops are), so the block runs eagerly.
"""
from mxnet.gluon import nn
import mxnet as mx

INPUTS = [(2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self,output_stride=16,depth=4,**kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.GLBpooling=nn.GlobalAvgPool2D()
            self.image_level_features=nn.Conv2D(depth,kernel_size=1)
            self.at_pool1x1=nn.Conv2D(depth,kernel_size=1)
            if output_stride==16:
                self.at_pool3x3_1=nn.Conv2D(depth,kernel_size=3,dilation=6,padding=6)
                self.at_pool3x3_2=nn.Conv2D(depth,kernel_size=3,dilation=12,padding=12)
                self.at_pool3x3_3=nn.Conv2D(depth,kernel_size=3,dilation=18,padding=18)
            elif output_stride==8:
                self.at_pool3x3_1 = nn.Conv2D(depth, kernel_size=3, dilation=12, padding=12)
                self.at_pool3x3_2 = nn.Conv2D(depth, kernel_size=3, dilation=24, padding=24)
                self.at_pool3x3_3 = nn.Conv2D(depth, kernel_size=3, dilation=36, padding=36)
            self.last=nn.Conv2D(depth,kernel_size=1)
            self.bn_image = nn.BatchNorm()
            self.bn_1x1 = nn.BatchNorm()
            self.bn_3x3_1 = nn.BatchNorm()
            self.bn_3x3_2 = nn.BatchNorm()
            self.bn_3x3_3 = nn.BatchNorm()
            self.bn_last=nn.BatchNorm()
    def hybrid_forward(self, F, x):
        image_level_features=self.image_level_features(self.GLBpooling(x))
        image_level_features=self.bn_image(image_level_features)
        at_pool1x1=self.at_pool1x1(x)
        at_pool1x1=self.bn_1x1(at_pool1x1)
        at_pool3x3_1=self.at_pool3x3_1(x)
        at_pool3x3_1=self.bn_3x3_1(at_pool3x3_1)
        at_pool3x3_2=self.at_pool3x3_2(x)
        at_pool3x3_2=self.bn_3x3_2(at_pool3x3_2)
        at_pool3x3_3=self.at_pool3x3_3(x)
        at_pool3x3_3=self.bn_3x3_3(at_pool3x3_3)
        image_level_features=F.contrib.BilinearResize2D(image_level_features,height=x.shape[2],width=x.shape[2])
        out=F.concat(image_level_features,at_pool1x1,at_pool3x3_1,at_pool3x3_2,at_pool3x3_3)
        out=self.last(out)
        out=self.bn_last(out)
        return out
