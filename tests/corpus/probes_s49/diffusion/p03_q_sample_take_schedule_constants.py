"""q_sample of a DDPM: `sqrt(alpha_bar)` and `sqrt(1 - alpha_bar)` of a linear beta schedule held as constant Parameters, gathered by the integer timestep with `F.take`, reshaped to (N, 1, 1, 1) and applied by `broadcast_mul`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3, 8, 8), (4, 3, 8, 8), (4,)]


class GaussianDiffusion(HybridBlock):
    def __init__(self, timesteps=100, beta_start=1e-4, beta_end=0.02, **kwargs):
        super().__init__(**kwargs)
        self.timesteps = timesteps
        betas = np.linspace(beta_start, beta_end, timesteps, dtype="float64")
        alpha_bar = np.cumprod(1.0 - betas)
        with self.name_scope():
            self.sqrt_ab = self.params.get_constant("sqrt_ab", np.sqrt(alpha_bar).astype("float32"))
            self.sqrt_1m_ab = self.params.get_constant("sqrt_1m_ab", np.sqrt(1.0 - alpha_bar).astype("float32"))
            self.denoise = nn.Conv2D(3, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x0, noise, t, sqrt_ab, sqrt_1m_ab):
        # the harness hands floats in [-1, 1); a sampler hands integer steps
        step = F.clip(F.floor((t + 1) * (self.timesteps / 2)), 0, self.timesteps - 1)
        a = F.take(sqrt_ab, step).reshape((-1, 1, 1, 1))
        b = F.take(sqrt_1m_ab, step).reshape((-1, 1, 1, 1))
        x_t = F.broadcast_add(F.broadcast_mul(a, x0), F.broadcast_mul(b, noise))
        return F.mean(F.square(self.denoise(x_t) - noise), axis=0, exclude=True)


Net = GaussianDiffusion
