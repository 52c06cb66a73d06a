"""Co-attention over a padded document: a (N, 1, Ld) mask made from the document's first feature, added to the (N, Lq, Ld) affinity as `affinity + (1 - mask) * -1e4`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6), (2, 7, 6)]


class MaskedCoAttention(HybridBlock):
    def hybrid_forward(self, F, question, document):
        mask = (F.slice_axis(document, axis=2, begin=0, end=1) > -0.8).transpose((0, 2, 1))
        affinity = F.batch_dot(question, document, transpose_b=True)
        affinity = affinity + (1 - mask) * -1e4
        return F.batch_dot(F.softmax(affinity, axis=-1), document)


Net = MaskedCoAttention
