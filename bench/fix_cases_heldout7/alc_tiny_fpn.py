"""ALCNet tiny FPN with four stages: the deepest map is resized to hei//4, the next to hei//2 and
then to the full input size, each size computed from `x.shape`, before the fusions.

Source: YimianDai/open-alcnet @ 5f71be5, model/segmentation.py (the ASKC FPN hybrid_forward at line
155, tinyFlag=True, layer_num=4); the CIFAR residual stages are one conv + BN + ReLU each, the fuse
layers DirectAddFuseReduce (as in open-acm's model/fusion.py), the FCN head one 1x1 conv.
"""
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 3, 16, 16)]


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
        self.layer_num = 4
        self.tinyFlag = True
        with self.name_scope():
            self.stem = _stage(4, 1)
            self.layer1 = _stage(4, 1)
            self.layer2 = _stage(8, 2)
            self.layer3 = _stage(8, 2)
            self.layer4 = _stage(16, 2)
            self.fuse34 = DirectAddFuseReduce(channels=8)
            self.fuse23 = DirectAddFuseReduce(channels=8)
            self.fuse12 = DirectAddFuseReduce(channels=4)
            self.head = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x):

        _, _, hei, wid = x.shape

        x = self.stem(x)
        c1 = self.layer1(x)
        c2 = self.layer2(c1)
        out = self.layer3(c2)
        if self.layer_num == 4:
            c4 = self.layer4(out)
            if self.tinyFlag:
                c4 = F.contrib.BilinearResize2D(c4, height=hei//4, width=wid//4)  # down 4
            else:
                c4 = F.contrib.BilinearResize2D(c4, height=hei//16, width=wid//16)  # down 16
            out = self.fuse34(c4, out)
        if self.tinyFlag:
            out = F.contrib.BilinearResize2D(out, height=hei//2, width=wid//2)  # down 2
        else:
            out = F.contrib.BilinearResize2D(out, height=hei//8, width=wid//8)  # down 8
        out = self.fuse23(out, c2)
        if self.tinyFlag:
            out = F.contrib.BilinearResize2D(out, height=hei, width=wid)  # down 1
        else:
            out = F.contrib.BilinearResize2D(out, height=hei//4, width=wid//4)  # down 8
        out = self.fuse12(out, c1)

        pred = self.head(out)
        if self.tinyFlag:
            out = pred
        else:
            out = F.contrib.BilinearResize2D(pred, height=hei, width=wid)  # down 4

        return out
