"""YOLOv3-tiny body: the route from layer 13 is taken with `.copy()` and the upsampled branch joins
layer 8 with the eager `nd.concat`.

Source: Fermes/yolov3-mxnet @ 792243c, darknet.py (DarkNet tiny hybrid_forward, the route/upsample
part); channel counts made small, the two YOLO transform heads are 1x1 convs here.
"""
from mxnet import nd
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 3, 16, 16)]


def conv_bn(channels, kernel):
    blk = nn.HybridSequential()
    blk.add(nn.Conv2D(channels, kernel, padding=kernel // 2, use_bias=False),
            nn.BatchNorm(), nn.LeakyReLU(0.1))
    return blk


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv_bn_block_8 = conv_bn(8, 3)
            self.max_pool_9 = nn.MaxPool2D(2, 2)
            self.conv_bn_block_13 = conv_bn(16, 3)
            self.conv_bn_block_14 = conv_bn(8, 1)
            self.conv_bn_block_15 = conv_bn(16, 3)
            self.transform_0 = nn.Conv2D(6, 1)
            self.conv_bn_block_16 = conv_bn(4, 1)
            self.upsample_block_17 = nn.Conv2DTranspose(4, 2, 2)
            self.conv_bn_block_18 = conv_bn(8, 3)
            self.transform_1 = nn.Conv2D(6, 1)

    def hybrid_forward(self, F, x):
        conv_8 = self.conv_bn_block_8(x)
        x = self.max_pool_9(conv_8)
        conv_13 = self.conv_bn_block_13(x)
        x = self.conv_bn_block_14(conv_13)
        conv_15 = self.conv_bn_block_15(x)
        predict_16 = self.transform_0(conv_15).reshape((0, 0, -1))

        x = self.conv_bn_block_16(conv_13.copy())
        x = self.upsample_block_17(x)
        x = nd.concat(x, conv_8, dim=1)
        x = self.conv_bn_block_18(x)
        predict_20 = self.transform_1(x).reshape((0, 0, -1))
        detections = nd.concat(predict_16, predict_20, dim=2)
        return detections
