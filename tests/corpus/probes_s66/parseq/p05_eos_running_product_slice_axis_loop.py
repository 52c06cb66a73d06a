"""PARSeq's EOS handling at inference: per-step argmax ids compared with the EOS id, a running "no EOS yet"
product built by a python loop over the configured max length with `F.slice_axis` and `F.concat`, and the
probabilities after the first EOS zeroed by `F.broadcast_mul` with the (N, T, 1) keep mask."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class EosMasking(HybridBlock):
    def __init__(self, dims=8, num_classes=6, max_length=4, eos_id=0, **kwargs):
        super().__init__(**kwargs)
        self.max_length, self.eos_id = max_length, eos_id
        with self.name_scope():
            self.head = nn.Dense(num_classes, flatten=False, in_units=dims)

    def hybrid_forward(self, F, h):
        probs = F.softmax(self.head(h), axis=-1)
        not_eos = F.argmax(probs, axis=-1) != self.eos_id                      # (N, T)
        alive = F.ones_like(F.slice_axis(not_eos, axis=1, begin=0, end=1))
        keep = [alive]
        for t in range(1, self.max_length):
            alive = alive * F.slice_axis(not_eos, axis=1, begin=t - 1, end=t)
            keep.append(alive)
        return F.broadcast_mul(probs, F.concat(*keep, dim=1).expand_dims(2))


Net = EosMasking
