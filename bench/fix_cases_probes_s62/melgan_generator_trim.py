"""MelGAN's generator: a mel spectrogram lifted by a 7-tap conv, upsampled by transposed convs of
kernel 2r and stride r, each output trimmed to exactly `T * r` steps by `x[:, :, :T * r]` with
`T = x.shape[2]` taken before the upsampling, a residual stack of dilated convs added by `x = x +
block(x)`, and the waveform returned as `(batch, samples)` by `x.reshape((x.shape[0], x.shape[2]))`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5)]


class ResStack(nn.HybridBlock):
    def __init__(self, channels, dilation, **kwargs):
        super(ResStack, self).__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.LeakyReLU(0.2),
                          nn.Conv1D(channels, 3, padding=dilation, dilation=dilation, in_channels=channels),
                          nn.LeakyReLU(0.2),
                          nn.Conv1D(channels, 1, in_channels=channels))

    def hybrid_forward(self, F, x):
        return self.body(x)


class Net(nn.HybridBlock):
    def __init__(self, n_mels=4, ngf=8, ratios=(2, 2), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ratios = ratios
        with self.name_scope():
            self.pre = nn.Conv1D(ngf, 7, padding=3, in_channels=n_mels)
            self.ups = nn.HybridSequential()
            self.stacks = nn.HybridSequential()
            ch = ngf
            for r in ratios:
                self.ups.add(nn.Conv1DTranspose(ch // 2, 2 * r, strides=r, in_channels=ch))
                stack = nn.HybridSequential()
                for d in (1, 3, 9):
                    stack.add(ResStack(ch // 2, d))
                self.stacks.add(stack)
                ch //= 2
            self.post = nn.Conv1D(1, 7, padding=3, in_channels=ch)

    def hybrid_forward(self, F, mel):
        x = self.pre(mel)
        for up, stack, r in zip(self.ups, self.stacks, self.ratios):
            T = x.shape[2]
            x = up(F.LeakyReLU(x, slope=0.2))
            x = x[:, :, :T * r]
            for block in stack:
                x = x + block(x)
        x = F.tanh(self.post(F.LeakyReLU(x, slope=0.2)))
        return x.reshape((x.shape[0], x.shape[2]))
