"""A CycleGAN ResNet generator on an odd-sized image: a 7x7 reflect-padded stem, a stride-2 down conv, a residual conv, a transposed conv up, the output cropped back to the input by `out[:, :, :x.shape[2], :x.shape[3]]` and squashed by tanh."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 7, 9)]


class Net(nn.HybridBlock):
    def __init__(self, ngf=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv2D(ngf, 7, in_channels=3)
            self.down = nn.Conv2D(ngf * 2, 3, strides=2, padding=1, in_channels=ngf)
            self.res = nn.Conv2D(ngf * 2, 3, padding=1, in_channels=ngf * 2)
            self.up = nn.Conv2DTranspose(ngf, 3, strides=2, padding=1, output_padding=1, in_channels=ngf * 2)
            self.head = nn.Conv2D(3, 3, padding=1, in_channels=ngf)

    def hybrid_forward(self, F, x):
        h = F.relu(self.stem(F.pad(x, mode='reflect', pad_width=(0, 0, 0, 0, 3, 3, 3, 3))))
        h = F.relu(self.down(h))
        h = h + self.res(h)
        h = F.relu(self.up(h))
        out = self.head(h)
        return F.tanh(out[:, :, :x.shape[2], :x.shape[3]])
