"""BYOL block with the target network's EMA update as a method, `update_target(self, tau)`, that zips the
online and target parameters, checks `p_o.shape == p_t.shape` and writes `p_t.set_data(tau * p_t.data() +
(1 - tau) * p_o.data())` -- called by the training loop, never from `hybrid_forward`, which computes the
normalized MSE with `F.stop_gradient` on the target."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class EmaByol(HybridBlock):
    def __init__(self, proj=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.online = nn.Dense(proj, in_units=6)
            self.target = nn.Dense(proj, in_units=6)

    def update_target(self, tau=0.99):
        for p_o, p_t in zip(self.online.collect_params().values(), self.target.collect_params().values()):
            assert p_o.shape == p_t.shape
            p_t.set_data(tau * p_t.data() + (1 - tau) * p_o.data())

    def hybrid_forward(self, F, v1, v2):
        p = F.L2Normalization(self.online(v1))
        z = F.L2Normalization(F.stop_gradient(self.target(v2)))
        return 2 - 2 * F.sum(p * z, axis=1)


Net = EmaByol
