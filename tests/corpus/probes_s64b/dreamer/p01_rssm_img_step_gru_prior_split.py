"""Dreamer RSSM imagination step: the previous stochastic latent and action concatenated, through a Dense + ELU, the deterministic state by `rnn.GRUCell` (`out, [h] = self.cell(x, [h])`), the prior head's output split into mean and std by `F.split(num_outputs=2, axis=-1)`, std by softplus + min_std, the latent sampled as `mean + std * noise` with the noise an input."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(3, 4), (3, 2), (3, 6), (3, 4)]


class ImgStep(HybridBlock):
    def __init__(self, stoch=4, deter=6, hidden=8, min_std=0.1, **kwargs):
        super().__init__(**kwargs)
        self._min_std = min_std
        with self.name_scope():
            self.inp = nn.Dense(hidden, activation="relu")
            self.cell = rnn.GRUCell(deter)
            self.prior = nn.Dense(2 * stoch)

    def hybrid_forward(self, F, prev_stoch, action, prev_deter, noise):
        x = self.inp(F.concat(prev_stoch, action, dim=-1))
        deter, _ = self.cell(x, [prev_deter])
        mean, std = F.split(self.prior(deter), num_outputs=2, axis=-1)
        std = F.Activation(std, act_type="softrelu") + self._min_std
        return mean + std * noise, deter


Net = ImgStep
