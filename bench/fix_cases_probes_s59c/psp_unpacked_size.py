"""The original PSPNet pooling by kernel: `_, _, h, w = x.shape`, each bin pooled with a kernel and
stride of `(h // b, w // b)`, a 1x1 conv per bin and each branch resized to `h` x `w`."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 12, 12)]


class Net(nn.HybridBlock):
    def __init__(self, bins=(1, 2, 3, 6), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.bins = bins
        with self.name_scope():
            self.stages = nn.HybridSequential()
            for _ in bins:
                self.stages.add(nn.Conv2D(2, 1, in_channels=6))
            self.bottleneck = nn.Conv2D(4, 1, in_channels=6 + 2 * len(bins))

    def hybrid_forward(self, F, x):
        _, _, h, w = x.shape
        priors = []
        for b, stage in zip(self.bins, self.stages):
            p = F.Pooling(x, kernel=(h // b, w // b), stride=(h // b, w // b), pool_type='avg')
            p = stage(p)
            priors.append(F.contrib.BilinearResize2D(p, height=h, width=w))
        return F.relu(self.bottleneck(F.concat(x, *priors, dim=1)))
