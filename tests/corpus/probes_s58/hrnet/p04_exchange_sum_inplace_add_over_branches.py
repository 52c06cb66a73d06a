"""HRNet multi-branch fuse written like the PyTorch reference: `y = x[0] if i == 0 else self.fuse[i][0](x[0])`, then `y += ...` over the other branches (augmented assignment on a tensor)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 16, 16)]


class MultiFuse(HybridBlock):
    def __init__(self, c=4, **kwargs):
        super(MultiFuse, self).__init__(**kwargs)
        with self.name_scope():
            self.down = nn.Conv2D(2 * c, 3, strides=2, padding=1)
            self.up = nn.HybridSequential()
            self.up.add(nn.Conv2D(c, 1, use_bias=False), nn.BatchNorm())

    def hybrid_forward(self, F, x):
        xs = [x, self.down(x)]
        y = xs[0]
        for j in range(1, len(xs)):
            y += F.UpSampling(self.up(xs[j]), scale=2 ** j, sample_type="nearest")
        return F.relu(y)


Net = MultiFuse
