"""Numpy-mode GFlowNet (`@use_np` on a `hybrid_forward`): the forward policy masked by
`np.where(mask > 0, logits, -1e9)`, the taken actions' log-probabilities picked by `npx.pick`, and
trajectory balance with the (1,) log Z added to the (B,) sums by a plain `+` -- numpy broadcasting,
legal on numpy-mode symbols."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 6), (4, 5), (4, 5), (4, 3), (4,)]


@use_np
class NumpyTB(HybridBlock):
    def __init__(self, n_actions=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pf = nn.Dense(n_actions, in_units=6)
            self.log_z = self.params.get("log_z", shape=(1,), init="zeros")

    def hybrid_forward(self, F, state, mask, action_scores, log_pb, log_r, log_z):
        logits = F.np.where(mask > 0, self.pf(state), -1e9)
        log_pf = F.npx.log_softmax(logits, axis=-1)
        taken = F.npx.pick(log_pf, F.np.argmax(action_scores, axis=-1), axis=-1)
        delta = log_z + taken - log_r - log_pb.sum(axis=1)
        return (delta ** 2).mean()


Net = NumpyTB
