"""A GFlowNet policy whose base class masks logits in `mask_logits(self, F, logits, mask)` with `where`;
the subclass overrides it by adding `log(mask + 1e-9)` with `broadcast_add` of equal shapes; the
sub-trajectory balance terms for the python window lengths collected in a list and summed by `add_n`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5), (4, 3), (4, 3)]


class PolicyBase(HybridBlock):
    def __init__(self, n_actions=5, windows=(1, 2, 3), **kwargs):
        super().__init__(**kwargs)
        self.windows = windows
        with self.name_scope():
            self.pf = nn.Dense(n_actions)

    def mask_logits(self, F, logits, mask):
        return F.where(mask > 0, logits, F.ones_like(logits) * -1e9)

    def hybrid_forward(self, F, state, mask, log_pf_steps, log_pb_steps):
        log_p = F.log_softmax(self.mask_logits(F, self.pf(state), (mask > -0.5)), axis=-1)
        terms = []
        for w in self.windows:
            fwd = F.sum(F.slice_axis(log_pf_steps, axis=1, begin=0, end=w), axis=1)
            bwd = F.sum(F.slice_axis(log_pb_steps, axis=1, begin=0, end=w), axis=1)
            terms.append(F.square(fwd - bwd))
        return log_p, F.add_n(*terms) / len(self.windows)


class LogMaskPolicy(PolicyBase):
    def mask_logits(self, F, logits, mask):
        return F.broadcast_add(logits, F.log(mask + 1e-9))


Net = LogMaskPolicy
