"""One beam-search step: running beam scores added to the next-token log-probabilities, the beams of each sentence flattened by the batch size computed from the shapes, top-k over beam * vocab, and the winner split back into beam and token by the vocabulary size."""
from mxnet.gluon import nn


INPUTS = [(6,), (6, 5)]


class Net(nn.HybridBlock):
    def __init__(self, beam=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.beam = beam

    def hybrid_forward(self, F, beam_scores, logits):
        vocab = logits.shape[1]
        batch = beam_scores.shape[0] // self.beam
        logp = F.log_softmax(logits, axis=-1)
        scores = (beam_scores.reshape((-1, 1)) + logp).reshape((batch, self.beam * vocab))
        top, idx = F.topk(scores, k=self.beam, ret_typ='both')
        beam_idx = F.floor(idx / vocab)
        token = idx - beam_idx * vocab
        return top, beam_idx, token
