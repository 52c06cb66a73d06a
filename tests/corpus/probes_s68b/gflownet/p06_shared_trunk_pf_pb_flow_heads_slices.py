"""One MLP emitting forward logits, backward logits and a state flow, cut apart by `slice_axis` with
bounds from the constructor's action counts; the forward and backward logits each masked by their own
mask, the state flow's trailing axis dropped by a reshape code."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6), (3, 5), (3, 4)]


class PFPBFlow(HybridBlock):
    def __init__(self, n_fwd=5, n_bwd=4, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self.n_fwd, self.n_bwd = n_fwd, n_bwd
        with self.name_scope():
            self.net = nn.HybridSequential()
            self.net.add(nn.Dense(hidden, activation="relu"), nn.Dense(n_fwd + n_bwd + 1))

    def hybrid_forward(self, F, state, fwd_mask, bwd_mask):
        out = self.net(state)
        pf = F.slice_axis(out, axis=1, begin=0, end=self.n_fwd)
        pb = F.slice_axis(out, axis=1, begin=self.n_fwd, end=self.n_fwd + self.n_bwd)
        log_flow = F.slice_axis(out, axis=1, begin=-1, end=None).reshape((-1,))
        pf = F.log_softmax(pf - (fwd_mask < -0.5) * 1e9, axis=1)
        pb = F.log_softmax(pb - (bwd_mask < -0.5) * 1e9, axis=1)
        return pf, pb, log_flow


Net = PFPBFlow
