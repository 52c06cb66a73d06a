"""apache/mxnet#14062 (https://github.com/apache/mxnet/issues/14062): "Bug in Hybridize w/ Concat":
works without hybridize, crashes with it; `valid_lengths.reshape(0,1)` (positional) feeds the concat.
The tail after SequenceMask is cut in the stored thread; the mask is returned. The slice end
`(0,1,0)` is written `(None,1,None)`, as the comment intends: MXNet 1.9.1 dies of SIGFPE on the
empty slice `end=0` gives, eagerly."""
import mxnet as mx

INPUTS = [(2, 3, 4), (2,)]


class Foo(mx.gluon.HybridBlock):
    def __init__(self):
        super(Foo, self).__init__()

    def hybrid_forward(self, F, x, valid_lengths):
        # Input is NCW. Ultimately Want mask of size N1W for broadcasting purposes.
        # For now however keep mask as size NW and expand the extra dim later.
        mask = F.ones_like(x).slice(begin=(0,0,0), end=(None,1,None)).reshape(shape=(0,-1))

        # Need to insert an extra row in the W dimension
        extra_timestep = F.ones_like(valid_lengths.reshape(0,1))
        mask = F.concat(mask, extra_timestep, dim=1)
        valid_lengths_p1 = valid_lengths + 1
        mask = F.SequenceMask(mask, sequence_length=valid_lengths_p1, use_sequence_length=True, axis=1)
        return mask


Net = Foo
