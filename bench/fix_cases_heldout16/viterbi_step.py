"""apache/mxnet#13969 (https://github.com/apache/mxnet/issues/13969), "Hybridization Feature Request
(better dynamic shape inference)": a user's K-best Viterbi HybridBlock quoted two of its lines,
`F.broadcast_add(alphas.expand_dims(3), transitions).reshape(self.batch_size, -1, self.ntags)` and
`F.broadcast_add(last_alpha, transitions.slice(begin=(0,self.end_tag), end=(self.ntags,self.end_tag+1))
.reshape(self.ntags)).reshape(self.batch_size, -1)`, with the batch size locked in at construction.
The reshapes take their shape as positional arguments, which an NDArray accepts and a Symbol
reads as other inputs.

Source: only the two quoted expressions are the user's (unchanged); completed minimally into one
step of the recursion: a block holding `batch_size`, `ntags`, `end_tag` and the (ntags, ntags)
transition parameter, taking the k-best scores `alphas` and `last_alpha` of shape
(batch_size, k, ntags) and returning both expressions.
"""
from mxnet import gluon

INPUTS = [(2, 3, 4), (2, 3, 4)]


class Net(gluon.HybridBlock):
    def __init__(self, batch_size=2, ntags=4, end_tag=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.batch_size = batch_size
        self.ntags = ntags
        self.end_tag = end_tag
        with self.name_scope():
            self.transitions = self.params.get('transitions', shape=(ntags, ntags))

    def hybrid_forward(self, F, alphas, last_alpha, transitions):
        scores = F.broadcast_add(alphas.expand_dims(3), transitions).reshape(self.batch_size, -1, self.ntags)
        final = F.broadcast_add(
            last_alpha,
            transitions.slice(
                    begin=(0,self.end_tag),
                    end=(self.ntags,self.end_tag+1)
            ).reshape(self.ntags)
        ).reshape(self.batch_size, -1)
        return scores, final
