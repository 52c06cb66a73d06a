"""ACM U-Net: two transposed-conv decoder steps fused with the encoder maps, and the prediction
resized back to the input's height and width read from `x.shape`.

Source: YimianDai/open-acm @ 95e0aec, model/segmentation.py (ASKCResUNet.hybrid_forward, tiny=False);
the stem is one strided conv + BN + ReLU + max-pool, the CIFAR residual stages one conv + BN + ReLU
each, the fuse layers DirectAddFuse (model/fusion.py), the FCN head one 1x1 conv.
"""
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 3, 32, 32)]


def _stage(channels, strides):
    stage = nn.HybridSequential(prefix='')
    stage.add(nn.Conv2D(channels, 3, strides, 1, use_bias=False), nn.BatchNorm(), nn.Activation('relu'))
    return stage


class DirectAddFuse(HybridBlock):
    def __init__(self, channels=64):
        super(DirectAddFuse, self).__init__()
        self.post = nn.HybridSequential(prefix='post')
        self.post.add(nn.Conv2D(channels, kernel_size=3, padding=1), nn.BatchNorm(), nn.Activation('relu'))

    def hybrid_forward(self, F, xh, xl):
        xs = xh + xl
        xs = self.post(xs)
        return xs


class Net(HybridBlock):
    def __init__(self, tiny=False, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.tiny = tiny
        with self.name_scope():
            self.stem = nn.HybridSequential(prefix='stem')
            self.stem.add(nn.Conv2D(4, 3, 2, 1, use_bias=False), nn.BatchNorm(), nn.Activation('relu'),
                          nn.MaxPool2D(pool_size=3, strides=2, padding=1))
            self.layer1 = _stage(4, 1)
            self.layer2 = _stage(8, 2)
            self.layer3 = _stage(16, 2)
            self.deconv2 = nn.Conv2DTranspose(channels=8, kernel_size=(4, 4), strides=(2, 2), padding=1)
            self.uplayer2 = _stage(8, 1)
            self.fuse2 = DirectAddFuse(channels=8)
            self.deconv1 = nn.Conv2DTranspose(channels=4, kernel_size=(4, 4), strides=(2, 2), padding=1)
            self.uplayer1 = _stage(4, 1)
            self.fuse1 = DirectAddFuse(channels=4)
            self.head = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x):

        _, _, hei, wid = x.shape

        x = self.stem(x)
        c1 = self.layer1(x)
        c2 = self.layer2(c1)
        c3 = self.layer3(c2)

        deconvc2 = self.deconv2(c3)
        fusec2 = self.fuse2(deconvc2, c2)
        upc2 = self.uplayer2(fusec2)

        deconvc1 = self.deconv1(upc2)
        fusec1 = self.fuse1(deconvc1, c1)
        upc1 = self.uplayer1(fusec1)

        pred = self.head(upc1)

        if self.tiny:
            out = pred
        else:
            out = F.contrib.BilinearResize2D(pred, height=hei, width=wid)  # down 4

        return out
