"""HRNet's multi-branch fusion with an accumulator: for each output branch `y = F.zeros(xs[i].shape)`
and `y += ...` every branch brought to its resolution (nearest upsampling by `2 ** (j - i)` or a
stride-2 conv), then relu."""
from mxnet.gluon import nn


INPUTS = [(1, 2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, c=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.b1 = nn.Conv2D(c, 3, strides=2, padding=1, in_channels=c)
            self.b2 = nn.Conv2D(c, 3, strides=2, padding=1, in_channels=c)
            self.down = nn.Conv2D(c, 3, strides=2, padding=1, in_channels=c)

    def hybrid_forward(self, F, x):
        xs = [x, self.b1(x)]
        xs.append(self.b2(xs[1]))
        outs = []
        for i in range(2):
            y = F.zeros(xs[i].shape)
            for j in range(3):
                if j > i:
                    y += F.UpSampling(xs[j], scale=2 ** (j - i), sample_type='nearest')
                elif j == i:
                    y += xs[j]
                else:
                    y += self.down(xs[j])
            outs.append(F.relu(y))
        return tuple(outs)
