"""WaveGrad's training step pieces: the noise schedule `alpha_cum = cumprod(1 - linspace(1e-6, 0.01, 50))`
held as an `nd.array`, each example's step gathered (`noise_scale = sqrt(alpha_cum[t])` by `take`),
the noisy audio `noise_scale.reshape((-1, 1)) * audio + sqrt(1 - noise_scale ** 2) * noise` (plain operators
on (B, 1) and (B, T)), and an upsampling block of the mel conditioning by nearest interpolation to
`T * factor` (`reshape((B, C, T, 1))`, `broadcast_to((B, C, T, f))` from the unpacked shape) and a strided
conv taking it back down."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3), (2, 12), (2, 12), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, factor=4, num_steps=50, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.factor = factor
        self.num_steps = num_steps
        beta = np.linspace(1e-6, 0.01, num_steps)
        self.alpha_cum = nd.array(np.cumprod(1 - beta))
        with self.name_scope():
            self.up_conv = nn.Conv1D(channels, 3, padding=1, in_channels=channels)
            self.down = nn.Conv1D(1, factor, strides=factor, in_channels=channels)

    def hybrid_forward(self, F, mel, audio, noise, t):
        idx = F.floor((t + 1) * 0.5 * (self.num_steps - 1))
        noise_scale = F.sqrt(F.take(self.alpha_cum, idx))
        noisy = noise_scale.reshape((-1, 1)) * audio + F.sqrt(1 - noise_scale ** 2).reshape((-1, 1)) * noise
        B, C, T = mel.shape
        up = mel.reshape((B, C, T, 1)).broadcast_to((B, C, T, self.factor)).reshape((B, C, T * self.factor))
        up = F.relu(self.up_conv(up))
        return noisy + self.down(up).reshape((B, -1)).repeat(self.factor, axis=1)
