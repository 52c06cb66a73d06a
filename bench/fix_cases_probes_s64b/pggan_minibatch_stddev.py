"""Progressive GAN discriminator's last block: minibatch standard deviation -- the batch split in
groups of `min(group_size, N)`, the std over each group averaged to one value per group, tiled to
a feature map `(N, 1, H, W)` and appended as an extra channel -- then a conv and the final Dense
on the flattened features `x.reshape((N, -1))`."""
from mxnet.gluon import nn


INPUTS = [(4, 4, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, ch=4, group_size=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.group_size = group_size
        with self.name_scope():
            self.conv = nn.Conv2D(ch, 3, padding=1, in_channels=ch + 1)
            self.fc = nn.Dense(1, in_units=ch * 16)

    def hybrid_forward(self, F, x):
        N, C, H, W = x.shape
        G = min(self.group_size, N)
        y = x.reshape((G, -1, C, H, W))
        y = y - y.mean(axis=0, keepdims=True)
        y = F.sqrt((y ** 2).mean(axis=0) + 1e-8)
        y = y.mean(axis=(1, 2, 3), keepdims=True).reshape((-1, 1, 1, 1))
        y = F.tile(y, reps=(G, 1, H, W))
        x = F.concat(x, y, dim=1)
        x = F.LeakyReLU(self.conv(x), slope=0.2)
        return self.fc(x.reshape((N, -1)))
