"""A multi-task segmentation head: a context feature upsampled to the input by `BilinearResize2D(..., height=x.shape[2], width=x.shape[3])`, two task heads mixed per pixel by a gate `g.expand_dims(2) * stacked` over experts, and an auxiliary perceptual term normalised by `F.norm(f, axis=1, keepdims=True)` as a plain division."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.ctx = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=3)
            self.experts = nn.HybridSequential()
            for _ in range(2):
                self.experts.add(nn.Conv2D(2, 1, in_channels=4))
            self.gate = nn.Conv2D(2, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        f = self.ctx(x)
        f = F.contrib.BilinearResize2D(f, height=x.shape[2], width=x.shape[3])
        stacked = F.stack(*[e(f) for e in self.experts], axis=1)
        g = F.softmax(self.gate(f), axis=1)
        seg = (g.expand_dims(2) * stacked).sum(axis=1)
        fn = f / F.norm(f, axis=1, keepdims=True)
        return seg, fn.mean(axis=(2, 3))
