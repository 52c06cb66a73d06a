"""ACM FPN decoder: the deeper map is resized to fractions of the input's size read from `x.shape`
(hei // 8, hei // 4) before each fusion, and the prediction back to the input's size.

Source: YimianDai/open-acm @ 95e0aec, model/segmentation.py (ASKCResNetFPN.hybrid_forward, the
tiny=False path with three stages); the CIFAR residual stages are one conv + BN + ReLU each, the fuse
layers DirectAddFuseReduce from model/fusion.py, the FCN head one 1x1 conv.
"""
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 3, 32, 32)]


def _stage(channels, strides):
    stage = nn.HybridSequential(prefix='')
    stage.add(nn.Conv2D(channels, 3, strides, 1, use_bias=False), nn.BatchNorm(), nn.Activation('relu'))
    return stage


class DirectAddFuseReduce(HybridBlock):
    def __init__(self, channels=64):
        super(DirectAddFuseReduce, self).__init__()
        self.feature_high = nn.HybridSequential(prefix='feature_high')
        self.feature_high.add(nn.Conv2D(channels, kernel_size=1), nn.BatchNorm(), nn.Activation('relu'))
        self.post = nn.HybridSequential(prefix='post')
        self.post.add(nn.Conv2D(channels, kernel_size=3, padding=1), nn.BatchNorm(), nn.Activation('relu'))

    def hybrid_forward(self, F, xh, xl):
        xh = self.feature_high(xh)
        xs = xh + xl
        xs = self.post(xs)
        return xs


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.HybridSequential(prefix='stem')
            self.stem.add(nn.Conv2D(4, 3, 2, 1, use_bias=False), nn.BatchNorm(), nn.Activation('relu'),
                          nn.MaxPool2D(pool_size=3, strides=2, padding=1))
            self.layer1 = _stage(4, 1)
            self.layer2 = _stage(8, 2)
            self.layer3 = _stage(16, 2)
            self.fuse23 = DirectAddFuseReduce(channels=8)
            self.fuse12 = DirectAddFuseReduce(channels=4)
            self.head = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x):
        _, _, hei, wid = x.shape

        x = self.stem(x)      # down 4
        c1 = self.layer1(x)   # down 4
        c2 = self.layer2(c1)  # down 8
        out = self.layer3(c2)  # down 16
        out = F.contrib.BilinearResize2D(out, height=hei//8, width=wid//8)  # down 8
        out = self.fuse23(out, c2)
        out = F.contrib.BilinearResize2D(out, height=hei//4, width=wid//4)  # down 4
        out = self.fuse12(out, c1)

        pred = self.head(out)
        out = F.contrib.BilinearResize2D(pred, height=hei, width=wid)
        return out
