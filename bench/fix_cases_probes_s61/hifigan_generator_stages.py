"""HiFi-GAN's generator: a pre-conv, upsampling stages each followed by resblocks whose outputs are summed with `+=` from `xs = None` and divided by `self.num_kernels`, the final `tanh`, cut to the target length `T = x.shape[2] * 4` by `out[..., :T]`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ups_rates = (2, 2)
        self.num_kernels = 2
        with self.name_scope():
            self.pre = nn.Conv1D(4, 3, padding=1, in_channels=3)
            self.ups = nn.HybridSequential()
            self.res = nn.HybridSequential()
            ch = 4
            for u in self.ups_rates:
                self.ups.add(nn.Conv1DTranspose(ch // 2, 2 * u, strides=u, padding=u // 2, in_channels=ch))
                ch //= 2
                for k in (3, 5):
                    self.res.add(nn.Conv1D(ch, k, padding=k // 2, in_channels=ch))
            self.post = nn.Conv1D(1, 3, padding=1, in_channels=ch)

    def hybrid_forward(self, F, x):
        T = x.shape[2] * 4
        x = self.pre(x)
        for i, up in enumerate(self.ups):
            x = up(F.LeakyReLU(x, slope=0.1))
            xs = None
            for j in range(self.num_kernels):
                if xs is None:
                    xs = self.res[i * self.num_kernels + j](x)
                else:
                    xs += self.res[i * self.num_kernels + j](x)
            x = xs / self.num_kernels
        out = F.tanh(self.post(F.LeakyReLU(x)))
        return out[..., :T]
