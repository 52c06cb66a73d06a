"""ViT tokens decoded as a U-Net (SETR/TransUNet): the class token dropped by `x[:, 1:]`, tokens reshaped back to the grid by `int(n ** 0.5)` from `x.shape[1] - 1`, upsampled to the skip's size and concatenated with it."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 6), (2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, in_units=6, flatten=False)
            self.dec = nn.Conv2D(2, 3, padding=1, in_channels=7)

    def hybrid_forward(self, F, x, skip):
        n = x.shape[1] - 1
        g = int(n ** 0.5)
        t = self.proj(x[:, 1:])
        grid = t.transpose((0, 2, 1)).reshape((x.shape[0], -1, g, g))
        up = F.contrib.BilinearResize2D(grid, height=skip.shape[2], width=skip.shape[3])
        return self.dec(F.concat(up, skip, dim=1))
