"""Pairwise co-attention among three modalities passed as separate inputs and kept in a python list: every ordered pair attends by `batch_dot`, the results averaged per modality with a python count."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4), (2, 5, 4), (2, 2, 4)]


class PairwiseCoAttention(HybridBlock):
    def hybrid_forward(self, F, text, audio, video):
        mods = [text, audio, video]
        outs = []
        for i, m in enumerate(mods):
            ctx = [F.batch_dot(F.softmax(F.batch_dot(m, o, transpose_b=True), axis=-1), o)
                   for j, o in enumerate(mods) if j != i]
            outs.append(m + F.add_n(*ctx) / len(ctx))
        return outs


Net = PairwiseCoAttention
