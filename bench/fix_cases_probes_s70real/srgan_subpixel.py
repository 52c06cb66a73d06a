"""An SRGAN generator's sub-pixel upsampling block: a conv, then a pixel shuffle written with the
sizes `batchsize, height, width, depth = x.shape` in two `reshape`s (`int(depth / 4)`,
`height * 2`).

Source: Angzz/panoptic-fpn-gluon scripts/gan/srgan/train_srgan.py (SubpixelBlock.hybrid_forward) at
aed71b3b6ed296a51e3a327532b59d2508283aec (a GluonCV fork; the script is not in the pinned wheel);
adapted: the class named Net.
"""
from mxnet import gluon
from mxnet.gluon import nn


INPUTS = [(2, 8, 5, 6)]


class Net(gluon.nn.HybridBlock):
    def __init__(self):
        super(Net, self).__init__()
        self.conv = nn.Conv2D(256, kernel_size=3, strides=1, padding=1)
        self.relu = nn.Activation('relu')

    def hybrid_forward(self, F, x, *args, **kwargs):
        x = self.conv(x)
        x = x.transpose([0, 2, 3, 1])
        batchsize, height, width, depth = x.shape
        x = x.reshape((batchsize, height, width, 2, 2, int(depth / 4)))
        x = x.transpose([0, 1, 3, 2, 4, 5])
        x = x.reshape((batchsize, height * 2, width * 2, int(depth / 4)))
        x = x.transpose([0, 3, 1, 2])
        x = self.relu(x)
        return x
