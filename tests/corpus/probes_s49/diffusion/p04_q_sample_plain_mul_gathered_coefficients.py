"""q_sample with the gathered schedule coefficients reshaped to (N, 1, 1, 1) and applied with plain `*` and `+` against the (N, C, H, W) images, the way the PyTorch reference writes `extract(a, t, x.shape) * x`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3, 8, 8), (4, 3, 8, 8), (4,)]


def extract(F, table, step):
    return F.take(table, step).reshape((-1, 1, 1, 1))


class Net(HybridBlock):
    def __init__(self, timesteps=50, **kwargs):
        super().__init__(**kwargs)
        self.timesteps = timesteps
        betas = np.linspace(1e-4, 0.02, timesteps)
        alpha_bar = np.cumprod(1.0 - betas).astype("float32")
        with self.name_scope():
            self.sqrt_ab = self.params.get_constant("sqrt_ab", np.sqrt(alpha_bar))
            self.sqrt_1m_ab = self.params.get_constant("sqrt_1m_ab", np.sqrt(1.0 - alpha_bar))
            self.eps_model = nn.Conv2D(3, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x0, noise, t, sqrt_ab, sqrt_1m_ab):
        step = F.clip(F.floor((t + 1) * (self.timesteps / 2)), 0, self.timesteps - 1)
        x_t = extract(F, sqrt_ab, step) * x0 + extract(F, sqrt_1m_ab, step) * noise
        return self.eps_model(x_t)
