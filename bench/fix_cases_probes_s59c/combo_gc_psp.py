"""A GC context block feeding a PSP pyramid: the context pooled by a softmax map over `h * w`
positions and added back with a plain `+` of (b, c, h, w) and (b, c, 1, 1), then bins 1, 2 and 4
pooled adaptively, projected and resized to `x.shape[2:]` in a loop over `range(len(self.bins))`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.bins = [1, 2, 4]
        with self.name_scope():
            self.mask = nn.Conv2D(1, 1, in_channels=4)
            self.transform = nn.Conv2D(4, 1, in_channels=4)
            self.proj = nn.HybridSequential()
            for _ in self.bins:
                self.proj.add(nn.Conv2D(1, 1, in_channels=4))

    def hybrid_forward(self, F, x):
        b, c, h, w = x.shape
        m = F.softmax(self.mask(x).reshape((b, 1, h * w)), axis=-1)
        ctx = F.batch_dot(x.reshape((b, c, h * w)), m, transpose_b=True).reshape((b, c, 1, 1))
        x = x + self.transform(ctx)
        outs = [x]
        for i in range(len(self.bins)):
            p = self.proj[i](F.contrib.AdaptiveAvgPooling2D(x, output_size=self.bins[i]))
            outs.append(F.contrib.BilinearResize2D(p, height=x.shape[2], width=x.shape[3]))
        return F.concat(*outs, dim=1)
