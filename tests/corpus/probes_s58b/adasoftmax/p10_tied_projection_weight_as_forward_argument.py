"""Weight tying the Gluon way: the shared projection is a Parameter of the block, handed to hybrid_forward as `weight` and used by `FullyConnected` and a transposed `dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8)]


class TiedAdaptiveHead(HybridBlock):
    def __init__(self, vocab=6, dim=8, **kwargs):
        super(TiedAdaptiveHead, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(vocab, dim))
            self.hidden = nn.Dense(vocab, in_units=dim)

    def hybrid_forward(self, F, h, weight):
        logits = F.FullyConnected(h, weight, no_bias=True, num_hidden=self.vocab)
        emb_back = F.dot(F.softmax(logits), weight)
        return F.log_softmax(logits + self.hidden(emb_back))


Net = TiedAdaptiveHead
