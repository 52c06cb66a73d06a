"""Linear-chain CRF log-partition by the forward algorithm: a python loop over the declared `max_len`, emissions read by `slice_axis`, the recursion in log-sum-exp form with broadcast ops and the transitions as a Parameter."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


def log_sum_exp(F, scores, axis):
    # subtract the max before exp so that long sequences do not overflow
    peak = F.max(scores, axis=axis, keepdims=True)
    return F.squeeze(peak, axis=axis) + F.log(F.sum(F.exp(F.broadcast_sub(scores, peak)), axis=axis))


class CRFPartition(HybridBlock):
    def __init__(self, num_tags=4, max_len=5, **kwargs):
        super().__init__(**kwargs)
        self._max_len = max_len
        with self.name_scope():
            self.transitions = self.params.get("transitions", shape=(num_tags, num_tags))

    def hybrid_forward(self, F, emissions, transitions):
        alpha = F.slice_axis(emissions, axis=1, begin=0, end=1).reshape((0, -1))      # (N, K)
        for t in range(1, self._max_len):
            emit = F.slice_axis(emissions, axis=1, begin=t, end=t + 1).reshape((0, -1))
            # scores[n, i, j] = alpha[n, i] + trans[i, j] + emit[n, j]
            scores = F.broadcast_add(F.broadcast_add(alpha.expand_dims(2), transitions.expand_dims(0)),
                                     emit.expand_dims(1))
            alpha = log_sum_exp(F, scores, axis=1)
        return log_sum_exp(F, alpha, axis=1)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False, in_units=6)
            self.crf = CRFPartition()

    def hybrid_forward(self, F, x):
        return self.crf(self.proj(x))
