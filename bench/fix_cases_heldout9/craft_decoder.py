"""CRAFT character detector: the U-net decoder upsamples each stage's output to the size of the
next shallower VGG stage, `BilinearResize2D(y, height=features_3.shape[2], width=features_3.shape[3])`
with `BilinearResize2D` imported from `mxnet.contrib.ndarray`, and joins them with `nd.concat`.

Source: senFanGitHub/Train_CRAFT_mxnet @ b5ba80a607, mxnet_CharDet.py (CharDet.hybrid_forward),
unchanged but for the class name and the sizes: the four VGG-16 stages copied from a pretrained
backbone (`_copy_vgg`) are one 3x3 convolution each (the deeper three after a 2x2 max-pool), channels
4/6/8/8 instead of 128/256/512/512, the custom head's convolutions 8 wide, the up-convolutions
(`_make_up_conv`, unchanged) and the classifier narrowed the same way.
"""
from mxnet.gluon.block import HybridBlock
from mxnet.gluon import nn
from mxnet.contrib.ndarray import BilinearResize2D
from mxnet import nd
import mxnet as mx

INPUTS = [(1, 3, 20, 28)]


def _stage(channels, pool):
    stage = nn.HybridSequential(prefix='')
    if pool:
        stage.add(nn.MaxPool2D(strides=2))
    stage.add(nn.Conv2D(channels, kernel_size=3, padding=1))
    stage.add(nn.BatchNorm())
    stage.add(nn.Activation('relu'))
    return stage


class Net(HybridBlock):
    def __init__(self, train_init=False, ctx=mx.cpu()):
        super(Net, self).__init__()
        with self.name_scope():

            self.feature1, self.feature2, self.feature3, self.feature4 = (
                _stage(4, False), _stage(6, True), _stage(8, True), _stage(8, True))

            self.custom = nn.HybridSequential(prefix='')
            self.custom.add(nn.MaxPool2D(pool_size=(3, 3), strides=1, padding=1))
            self.custom.add(nn.Conv2D(8, kernel_size=3, padding=6, dilation=(6, 6)))
            self.custom.add(nn.Conv2D(8, kernel_size=1))
            self.upsample1 = self._make_up_conv(8, 6)
            self.upsample2 = self._make_up_conv(6, 4)
            self.upsample3 = self._make_up_conv(4, 4)
            self.upsample4 = self._make_up_conv(4, 4)

            self.classifier = nn.HybridSequential(prefix='')
            self.classifier.add(nn.Conv2D(4, kernel_size=3, padding=1, activation='relu'))
            self.classifier.add(nn.Conv2D(2, kernel_size=1))

    def _make_up_conv(self, mid_num, out_num):
        up_sample = nn.HybridSequential(prefix='')
        up_sample.add(nn.Conv2D(mid_num, kernel_size=1))
        up_sample.add(nn.BatchNorm())
        up_sample.add(nn.Activation('relu'))
        up_sample.add(nn.Conv2D(out_num, kernel_size=3, padding=1))
        up_sample.add(nn.BatchNorm())
        up_sample.add(nn.Activation('relu'))

        return up_sample

    def hybrid_forward(self, F, x):

        features_1=self.feature1(x)
        features_2=self.feature2(features_1)
        features_3=self.feature3(features_2)
        features_4=self.feature4(features_3)
        features_5=self.custom(features_4)

        y = nd.concat(features_5, features_4, dim=1)

        y = self.upsample1(y)

        y = BilinearResize2D(y, height=features_3.shape[2],width=features_3.shape[3])

        y = nd.concat(y, features_3, dim=1)
        y = self.upsample2(y)
        y = BilinearResize2D(y, height=features_2.shape[2],width=features_2.shape[3])

        y = nd.concat(y, features_2, dim=1)
        y = self.upsample3(y)
        y = BilinearResize2D(y, height=features_1.shape[2],width=features_1.shape[3])

        y = nd.concat(y, features_1, dim=1)

        y = self.upsample4(y)

        y = self.classifier(y)

        return y
