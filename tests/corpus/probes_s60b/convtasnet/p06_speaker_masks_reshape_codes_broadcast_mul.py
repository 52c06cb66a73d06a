"""Conv-TasNet masks kept in one tensor: the (N, S*C, T) mask logits reshaped by `(0, -4, S, -1, 0)` to (N, S, C, T), softmax across speakers, applied to the encoder output expanded to (N, 1, C, T) by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class ReshapedMasks(HybridBlock):
    def __init__(self, channels=8, num_spk=3, **kwargs):
        super().__init__(**kwargs)
        self._num_spk = num_spk
        with self.name_scope():
            self.mask_conv = nn.Conv1D(channels * num_spk, 1, in_channels=channels)

    def hybrid_forward(self, F, w):
        logits = self.mask_conv(w).reshape((0, -4, self._num_spk, -1, 0))
        masks = F.softmax(logits, axis=1)
        return F.broadcast_mul(masks, w.expand_dims(axis=1))


Net = ReshapedMasks
