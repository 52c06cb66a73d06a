"""Intent head adding a (K,) log class-prior block constant, reshaped to (1, K), to the (N, K) logits with `broadcast_add`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class PriorIntent(HybridBlock):
    def __init__(self, emb=5, prior=(0.5, 0.3, 0.2), **kwargs):
        super(PriorIntent, self).__init__(**kwargs)
        self.log_prior = self.params.get_constant("log_prior", np.log(np.array(prior, "float32")))
        with self.name_scope():
            self.intent = nn.Dense(len(prior), in_units=emb)

    def hybrid_forward(self, F, utt, log_prior):
        return F.log_softmax(F.broadcast_add(self.intent(utt), log_prior.reshape((1, -1))), axis=-1)


Net = PriorIntent
