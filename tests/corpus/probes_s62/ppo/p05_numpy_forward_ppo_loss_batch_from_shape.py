"""Numpy-mode (MXNet 2 style) PPO loss in `forward`: `n = obs.shape[0]`, actions as `np.arange(n) % A`, `npx.pick` of `npx.log_softmax`, `np.clip` of the ratio and `np.minimum` of the surrogates."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(4, 8), (4,), (4,)]


class NumpyPPOLoss(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=3, clip_eps=0.2, **kwargs):
        super().__init__(**kwargs)
        self._a = num_actions
        self._eps = clip_eps
        self.pi = nn.Dense(num_actions, in_units=obs_dim)

    def forward(self, obs, old_logp, adv):
        n = obs.shape[0]
        actions = np.arange(n) % self._a
        logp = npx.pick(npx.log_softmax(self.pi(obs), axis=-1), actions, axis=-1)
        ratio = np.exp(logp - old_logp)
        clipped = np.clip(ratio, 1 - self._eps, 1 + self._eps)
        return -np.minimum(ratio * adv, clipped * adv).mean()


Net = NumpyPPOLoss
