"""ETSformer's frequency attention and damped growth: the lookback's DFT taken by cos/sin bases built from
`nd.arange` of the time steps and frequencies (`t * f * 2 * pi / T` with `T = x.shape[1]`), the amplitudes
`sqrt(re ** 2 + im ** 2)` of frequencies 1..T//2, only the top-k amplitudes kept (a one-hot mask summed over
`topk`'s indices), the season extrapolated over lookback plus horizon; the growth's last step damped over the
horizon by the cumulative sum of `phi ** h` (a learned `_damping_factor` through a sigmoid), added to the level."""
import math

from mxnet import init, nd
from mxnet.gluon import nn


INPUTS = [(2, 8, 4), (2, 8, 4)]


class Net(nn.HybridBlock):
    def __init__(self, k=2, pred_len=3, nhead=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        self.pred_len = pred_len
        with self.name_scope():
            self._damping_factor = self.params.get('_damping_factor', shape=(1, nhead), init=init.Normal(1.0))

    def fourier_extrapolate(self, F, x):
        B, T, D = x.shape
        t = nd.arange(T).reshape((T, 1))
        freqs = nd.arange(1, T // 2 + 1).reshape((1, -1))
        angle = t * freqs * (2 * math.pi / T)
        re = F.dot(x.transpose((0, 2, 1)), F.cos(angle)) * (2.0 / T)
        im = -F.dot(x.transpose((0, 2, 1)), F.sin(angle)) * (2.0 / T)
        amp = F.sqrt(re ** 2 + im ** 2)
        top = F.topk(amp, k=self.k, axis=-1)
        keep = F.one_hot(top, freqs.shape[1]).sum(axis=2)
        t_all = nd.arange(T + self.pred_len).reshape((-1, 1))
        angle_all = t_all * freqs * (2 * math.pi / T)
        season = F.dot(re * keep, F.cos(angle_all), transpose_b=True) - F.dot(im * keep, F.sin(angle_all),
                                                                              transpose_b=True)
        return season.transpose((0, 2, 1))

    def hybrid_forward(self, F, level, growth, _damping_factor):
        season = self.fourier_extrapolate(F, level)
        damping_factor = F.sigmoid(_damping_factor)
        powers = nd.arange(self.pred_len) + 1
        damping = F.cumsum(damping_factor.reshape((-1, 1)) ** powers, axis=1).reshape((1, self.pred_len, 1))
        damped_growth = growth[:, -1:] * damping
        return level[:, -1:] + damped_growth + season[:, -self.pred_len:]
