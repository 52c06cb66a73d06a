"""DeepNPTS: a feed-forward net over the scaled context and static features gives logits over the C past
steps; the softmax weights average the scaled past values (same (B, C) shape) and the mean is rescaled by
the (B, 1) context scale with `F.broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 2)]


class DeepNPTSMean(HybridBlock):
    def __init__(self, context_length=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.net = nn.HybridSequential()
            self.net.add(nn.Dense(16, activation="relu"), nn.Dense(context_length))

    def hybrid_forward(self, F, past_target, feat_static_real):
        scale = F.mean(F.abs(past_target), axis=1, keepdims=True) + 1e-3
        scaled = F.broadcast_div(past_target, scale)
        w = F.softmax(self.net(F.concat(scaled, feat_static_real, dim=1)), axis=1)
        return F.broadcast_mul(F.sum(w * scaled, axis=1, keepdims=True), scale)


Net = DeepNPTSMean
