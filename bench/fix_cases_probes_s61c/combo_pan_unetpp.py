"""A PAN top-down step feeding a UNet++ style dense node with deep supervision: the deeper map resized
by `F.contrib.BilinearResize2D(deep, height=lat.shape[2], width=lat.shape[3])`, the node concatenating
the lateral, its earlier node and the upsampled map, two heads averaged over `len(outs)` after their
sum from `F.zeros_like`, and the score gate `if out.max().asscalar() > self.clip` clipping the logits."""
from mxnet.gluon import nn


INPUTS = [(1, 2, 6, 6), (1, 2, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, f=2, clip=10.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.clip = clip
        with self.name_scope():
            self.lat = nn.Conv2D(f, 1, in_channels=2)
            self.node1 = nn.Conv2D(f, 3, padding=1, in_channels=2 * f)
            self.node2 = nn.Conv2D(f, 3, padding=1, in_channels=3 * f)
            self.head1 = nn.Conv2D(1, 1, in_channels=f)
            self.head2 = nn.Conv2D(1, 1, in_channels=f)

    def hybrid_forward(self, F, lat, deep):
        lat = self.lat(lat)
        up = F.contrib.BilinearResize2D(deep, height=lat.shape[2], width=lat.shape[3])
        n1 = self.node1(F.concat(lat, up, dim=1))
        n2 = self.node2(F.concat(lat, n1, up, dim=1))
        outs = [self.head1(n1), self.head2(n2)]
        out = F.zeros_like(outs[0])
        for o in outs:
            out = out + o
        out = out / len(outs)
        if out.max().asscalar() > self.clip:
            out = F.clip(out, -self.clip, self.clip)
        return out
