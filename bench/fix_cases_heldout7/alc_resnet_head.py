"""ALCNet plain ResNet baseline: three stages, an FCN head, and the prediction resized to the input's
height and width read from `x.shape` (named orig_hei/orig_wid).

Source: YimianDai/open-alcnet @ 5f71be5, model/contrast.py (the ResNet baseline before ResNetFPN,
hybrid_forward at line 1332); the CIFAR residual stages are one conv + BN + ReLU each, the FCN head
3x3 conv + BN + ReLU + Dropout + 1x1 conv as in gluoncv's _FCNHead.
"""
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 3, 20, 20)]


def _stage(channels, strides):
    stage = nn.HybridSequential(prefix='')
    stage.add(nn.Conv2D(channels, 3, strides, 1, use_bias=False), nn.BatchNorm(), nn.Activation('relu'))
    return stage


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = _stage(4, 2)
            self.layer1 = _stage(4, 1)
            self.layer2 = _stage(8, 2)
            self.layer3 = _stage(8, 2)
            self.head = nn.HybridSequential(prefix='head_')
            self.head.add(nn.Conv2D(2, 3, padding=1, use_bias=False), nn.BatchNorm(), nn.Activation('relu'),
                          nn.Dropout(0.1), nn.Conv2D(1, 1))

    def hybrid_forward(self, F, x):

        _, _, orig_hei, orig_wid = x.shape
        x = self.stem(x)      # sub 2
        c1 = self.layer1(x)   # sub 2
        c2 = self.layer2(c1)  # sub 4
        c3 = self.layer3(c2)  # sub 8

        pred = self.head(c3)
        out = F.contrib.BilinearResize2D(pred, height=orig_hei, width=orig_wid)

        return out
