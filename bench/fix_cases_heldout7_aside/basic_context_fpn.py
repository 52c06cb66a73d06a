"""ALCNet basic-context FPN (three stages at the same resolution, fused top-down) with the prediction
resized to the input's height and width read from `x.shape`.

Source: YimianDai/open-alcnet @ 5f71be5, model/segmentation.py (BasicContextFPN.hybrid_forward,
layer_num=4); the stem is one strided conv + BN + ReLU + max-pool, the dilated stages conv + BN +
ReLU, the fuse layers DirectAddFuse (as in open-acm's model/fusion.py), the FCN head one 1x1 conv.
"""
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 3, 16, 16)]


def _stage(channels, dilation):
    stage = nn.HybridSequential(prefix='')
    stage.add(nn.Conv2D(channels, 3, 1, dilation, dilation=dilation), nn.BatchNorm(), nn.Activation('relu'))
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
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.layer_num = 4
        with self.name_scope():
            self.stem = nn.HybridSequential(prefix='stem_')
            self.stem.add(nn.Conv2D(4, 3, 2, 1, use_bias=False), nn.BatchNorm(), nn.Activation('relu'),
                          nn.MaxPool2D(pool_size=3, strides=2, padding=1))
            self.stage_1 = _stage(4, 1)
            self.stage_2 = _stage(4, 2)
            self.stage_3 = _stage(4, 4)
            self.fuse23 = DirectAddFuse(channels=4)
            self.fuse12 = DirectAddFuse(channels=4)
            self.head = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x):

        _, _, hei, wid = x.shape

        xs = self.stem(x)      # Subsampling 4
        x1 = self.stage_1(xs)  # Subsampling 4, dilation 1

        if self.layer_num <= 2:
            xf = x1
        elif self.layer_num == 3:
            x2 = self.stage_2(x1)  # Subsampling 4, dilation 2
            xf = self.fuse12(x2, x1)
        elif self.layer_num == 4:
            x2 = self.stage_2(x1)  # Subsampling 4, dilation 2
            x3 = self.stage_3(x2)  # Subsampling 4, dilation 4
            xf = self.fuse23(x3, x2)
            xf = self.fuse12(xf, x1)

        xo = self.head(xf)

        out = F.contrib.BilinearResize2D(xo, height=hei, width=wid)

        return out
