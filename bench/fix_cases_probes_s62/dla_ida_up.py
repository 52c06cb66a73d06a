"""DLA's iterative deep aggregation up (CenterNet's IDAUp) on odd sizes: each deeper level projected
to the common width by a 3x3 conv, upsampled to the first level's scale by nearest `F.UpSampling(scale=2 ** i)`, resized by
`F.contrib.BilinearResize2D(height=prev.shape[2], width=prev.shape[3])` when its size differs from
the previous level's, added to it and merged by a 3x3 node conv, the levels kept in a python list."""
from mxnet.gluon import nn


INPUTS = [(1, 4, 9, 9), (1, 6, 5, 5), (1, 8, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, out_dim=4, channels=(4, 6, 8), **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.projs = nn.HybridSequential()
            self.nodes = nn.HybridSequential()
            for c in channels[1:]:
                proj = nn.HybridSequential()
                proj.add(nn.Conv2D(out_dim, 3, padding=1, in_channels=c), nn.BatchNorm(in_channels=out_dim),
                         nn.Activation('relu'))
                self.projs.add(proj)
                node = nn.HybridSequential()
                node.add(nn.Conv2D(out_dim, 3, padding=1, in_channels=out_dim),
                         nn.BatchNorm(in_channels=out_dim), nn.Activation('relu'))
                self.nodes.add(node)

    def hybrid_forward(self, F, *levels):
        layers = list(levels)
        for i in range(1, len(layers)):
            x = F.UpSampling(self.projs[i - 1](layers[i]), scale=2 ** i, sample_type='nearest')
            prev = layers[i - 1]
            if x.shape[2] != prev.shape[2] or x.shape[3] != prev.shape[3]:
                x = F.contrib.BilinearResize2D(x, height=prev.shape[2], width=prev.shape[3])
            layers[i] = self.nodes[i - 1](x + prev)
        return layers[-1]
