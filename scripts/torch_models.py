"""The models of the torch fixtures and the parity runs: small versions of
an MLP, GPT-2, BERT, a ResNet stage and an LSTM language model, built in
plain torch (no downloads) with torch's own modules and equations.

Shared by scripts/export-torch-fixtures.py and scripts/torch-parity.py.
"""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class Mlp(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1, self.fc2 = nn.Linear(32, 16), nn.Linear(16, 10)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


class Attention(nn.Module):
    def __init__(self, dim, heads, causal):
        super().__init__()
        self.heads, self.causal = heads, causal
        self.qkv, self.proj = nn.Linear(dim, 3 * dim), nn.Linear(dim, dim)

    def forward(self, x, key_mask=None):
        b, s, d = x.shape
        q, k, v = self.qkv(x).split(d, dim=2)
        shape = (b, s, self.heads, d // self.heads)
        q, k, v = (t.reshape(shape).transpose(1, 2) for t in (q, k, v))
        scores = q @ k.transpose(-2, -1) / (d // self.heads) ** 0.5
        if self.causal:
            mask = torch.ones(s, s, dtype=torch.bool).tril()
            scores = scores.masked_fill(~mask, float("-inf"))
        if key_mask is not None:  # [b, s]: false at padding
            scores = scores.masked_fill(~key_mask[:, None, None, :], float("-inf"))
        out = torch.softmax(scores, dim=-1) @ v
        return self.proj(out.transpose(1, 2).reshape(b, s, d))


def gelu_new(x):
    # GPT-2's GELU as Hugging Face writes it. F.gelu(approximate="tanh")
    # is not used: torch-mlir lowers it with sqrt(2/pi) as 0.797724 (2e-4
    # off), so its IR is not torch's function.
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


class Block(nn.Module):
    def __init__(self, dim, heads, causal, approximate):
        super().__init__()
        self.ln1, self.ln2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.attn = Attention(dim, heads, causal)
        self.fc, self.out = nn.Linear(dim, 4 * dim), nn.Linear(4 * dim, dim)
        self.approximate = approximate

    def forward(self, x):
        x = x + self.attn(self.ln1(x))
        h = self.fc(self.ln2(x))
        h = gelu_new(h) if self.approximate == "tanh" else F.gelu(h)
        return x + self.out(h)


class Gpt2(nn.Module):
    """Pre-norm decoder: token and position embeddings, causal attention,
    tanh GELU, a final layer norm and an LM head tied to the embedding. The
    vocabulary is wider than a one-hot backward is worth, so the token
    embedding's gradient is a scatter (Bert's is one-hot)."""

    def __init__(self, vocab=96, seq=8, dim=32, heads=2, layers=2):
        super().__init__()
        self.wte, self.wpe = nn.Embedding(vocab, dim), nn.Embedding(seq, dim)
        self.blocks = nn.ModuleList(Block(dim, heads, True, "tanh") for _ in range(layers))
        self.ln_f = nn.LayerNorm(dim)
        nn.init.normal_(self.wte.weight, std=0.02)

    def forward(self, tokens):
        positions = torch.arange(tokens.shape[1])
        x = self.wte(tokens) + self.wpe(positions)
        for block in self.blocks:
            x = block(x)
        return self.ln_f(x) @ self.wte.weight.t()


class Bert(nn.Module):
    """Post-norm encoder: token, position and segment embeddings, an
    embedding layer norm, bidirectional attention, erf GELU, a tanh pooler
    and a classifier."""

    def __init__(self, vocab=40, seq=8, dim=32, heads=2, layers=2, classes=3):
        super().__init__()
        self.tok, self.pos = nn.Embedding(vocab, dim), nn.Embedding(seq, dim)
        self.seg = nn.Embedding(2, dim)
        self.ln = nn.LayerNorm(dim)
        self.layers = nn.ModuleList(nn.ModuleDict(dict(
            attn=Attention(dim, heads, False), ln1=nn.LayerNorm(dim),
            fc=nn.Linear(dim, 4 * dim), out=nn.Linear(4 * dim, dim),
            ln2=nn.LayerNorm(dim))) for _ in range(layers))
        self.pool, self.cls = nn.Linear(dim, dim), nn.Linear(dim, classes)

    def forward(self, tokens, segments):
        positions = torch.arange(tokens.shape[1])
        x = self.ln(self.tok(tokens) + self.pos(positions) + self.seg(segments))
        for layer in self.layers:
            x = layer["ln1"](x + layer["attn"](x))
            x = layer["ln2"](x + layer["out"](F.gelu(layer["fc"](x))))
        return self.cls(torch.tanh(self.pool(x[:, 0])))


class BertPadded(Bert):
    """Bert on right-padded batches whose token id 0 is the padding
    (nn.Embedding(padding_idx=0)). With mask_keys, attention masks padded
    keys out, as transformers does given an attention mask; without it (a
    model run without one) the padding tokens reach the loss, and only
    padding_idx keeps torch from training their embedding row."""

    def __init__(self, mask_keys=False):
        super().__init__()
        self.tok = nn.Embedding(40, 32, padding_idx=0)
        self.mask_keys = mask_keys

    def forward(self, tokens, segments):
        keys = tokens != 0 if self.mask_keys else None
        positions = torch.arange(tokens.shape[1])
        x = self.ln(self.tok(tokens) + self.pos(positions) + self.seg(segments))
        for layer in self.layers:
            x = layer["ln1"](x + layer["attn"](x, keys))
            x = layer["ln2"](x + layer["out"](F.gelu(layer["fc"](x))))
        return self.cls(torch.tanh(self.pool(x[:, 0])))


class LoraLinear(nn.Module):
    """A hand-written LoRA adapter: a frozen base linear layer (in its own
    dtype: the input is cast to it, the output back to FP32) plus
    (alpha / r) * x A^T B^T in FP32, B zero at the start as in the paper."""

    def __init__(self, base, r=4, alpha=8):
        super().__init__()
        self.base, self.scale = base, alpha / r
        base.requires_grad_(False)
        self.a = nn.Parameter(torch.randn(r, base.in_features) / base.in_features ** 0.5)
        self.b = nn.Parameter(torch.zeros(base.out_features, r))

    def forward(self, x):
        dtype = getattr(self.base, "input_dtype", self.base.weight.dtype)
        y = self.base(x.to(dtype)).float()
        return y + (x @ self.a.t() @ self.b.t()) * self.scale


class Fp8Linear(nn.Module):
    """A frozen linear layer stored as FP8 checkpoints store it (torchao's
    float8 weight-only, DeepSeek-V3's release): the weight in `dtype` with
    one FP32 scale (amax / the format's largest value), dequantized in the
    forward; FP32 bias and input."""

    input_dtype = torch.float32

    def __init__(self, linear, dtype):
        super().__init__()
        w = linear.weight.detach()
        scale = (w.abs().max() / torch.finfo(dtype).max).reshape(())
        self.weight = nn.Parameter((w / scale).to(dtype), requires_grad=False)
        self.weight_scale = nn.Parameter(scale.clone(), requires_grad=False)
        self.bias = nn.Parameter(linear.bias.detach().clone(), requires_grad=False)
        self.in_features, self.out_features = linear.in_features, linear.out_features

    def forward(self, x):
        return F.linear(x, self.weight.float() * self.weight_scale, self.bias)


class LoraMlp(nn.Module):
    """Mlp's layers, frozen in `dtype`, with LoRA adapters; "fp8": the
    first layer's weight in E4M3, the second's in E5M2 (Fp8Linear)."""

    def __init__(self, dtype=torch.float32):
        super().__init__()
        if dtype == "fp8":
            base = Mlp()
            base.fc1 = Fp8Linear(base.fc1, torch.float8_e4m3fn)
            base.fc2 = Fp8Linear(base.fc2, torch.float8_e5m2)
        else:
            base = Mlp().to(dtype)
        self.fc1, self.fc2 = LoraLinear(base.fc1), LoraLinear(base.fc2)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


class ResNetStage(nn.Module):
    """A stem convolution, batch norm in train mode (batch statistics),
    ReLU, 3x3 max pooling with stride 2, a residual basic block, global
    average pooling and a classifier."""

    def __init__(self, channels=4, classes=5, running_stats=False):
        super().__init__()
        bn = lambda: nn.BatchNorm2d(channels, track_running_stats=running_stats)
        self.stem, self.bn0 = nn.Conv2d(3, channels, 3, padding=1, bias=False), bn()
        self.conv1, self.bn1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False), bn()
        self.conv2, self.bn2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False), bn()
        self.fc = nn.Linear(channels, classes)

    def forward(self, x):
        x = F.max_pool2d(torch.relu(self.bn0(self.stem(x))), 3, stride=2, padding=1)
        y = torch.relu(self.bn1(self.conv1(x)))
        x = torch.relu(x + self.bn2(self.conv2(y)))
        return self.fc(x.mean(dim=(2, 3)))


class ResNetStageBN(ResNetStage):
    """ResNetStage as CNNs train: batch norm in train mode normalizes by the
    batch's statistics and updates its running mean and variance (momentum
    0.1) and batch count, buffers the step carries."""

    def __init__(self):
        super().__init__(running_stats=True)


class LstmLm(nn.Module):
    """Embedding, a one-layer LSTM (unrolled LSTMCell steps, torch's gate
    order and equations) and a linear head over the vocabulary."""

    def __init__(self, vocab=30, dim=16, hidden=24):
        super().__init__()
        self.emb, self.cell = nn.Embedding(vocab, dim), nn.LSTMCell(dim, hidden)
        self.head = nn.Linear(hidden, vocab)

    def forward(self, tokens):
        b, s = tokens.shape
        x, outputs = self.emb(tokens), []
        h = c = x.new_zeros(b, self.cell.hidden_size)
        for t in range(s):
            h, c = self.cell(x[:, t], (h, c))
            outputs.append(h)
        return self.head(torch.stack(outputs, dim=1))


def llama(vocab=64, dim=32, layers=2, heads=4, kv_heads=2, seq=8):
    """transformers' LlamaForCausalLM, small: grouped-query attention (4
    query heads sharing 2 key/value heads), rotary position embeddings (the
    non-persistent inv_freq buffer), RMSNorm and a SwiGLU MLP."""
    from transformers import LlamaConfig, LlamaForCausalLM
    config = LlamaConfig(vocab_size=vocab, hidden_size=dim, intermediate_size=2 * dim,
                         num_hidden_layers=layers, num_attention_heads=heads,
                         num_key_value_heads=kv_heads, max_position_embeddings=seq,
                         attn_implementation="eager")
    return LlamaForCausalLM(config)


def mixtral(vocab=64, dim=32, layers=2, heads=4, kv_heads=2, seq=8, experts=4):
    """transformers' MixtralForCausalLM, small: Llama's attention with a
    sparse mixture-of-experts MLP (a softmax router choosing the top 2 of
    4 SwiGLU experts per token) and the Switch load-balancing loss (a histc
    of the chosen experts), weighted 0.02 into the loss."""
    from transformers import MixtralConfig, MixtralForCausalLM
    config = MixtralConfig(vocab_size=vocab, hidden_size=dim, intermediate_size=dim,
                           num_hidden_layers=layers, num_attention_heads=heads,
                           num_key_value_heads=kv_heads, max_position_embeddings=seq,
                           num_local_experts=experts, num_experts_per_tok=2,
                           output_router_logits=True, router_aux_loss_coef=0.02,
                           attn_implementation="eager")
    return MixtralForCausalLM(config)


def deepseek_v3(vocab=64, dim=32, layers=2, heads=4, experts=8, seq=8):
    """transformers' DeepseekV3ForCausalLM, small: multi-head latent
    attention (low-rank query and key-value projections, a rotary part of
    each head), a dense first layer, then a mixture of experts routed by
    sigmoid scores with a correction bias, the experts split into 2 groups
    of which the best 1 (by its top-2 scores' sum, a topk and a scatter
    building the group mask) supplies the top 2 experts, plus a shared
    expert."""
    from transformers import DeepseekV3Config, DeepseekV3ForCausalLM
    config = DeepseekV3Config(vocab_size=vocab, hidden_size=dim, intermediate_size=2 * dim,
                              moe_intermediate_size=dim // 2, num_hidden_layers=layers,
                              first_k_dense_replace=1, num_attention_heads=heads,
                              num_key_value_heads=heads, n_routed_experts=experts,
                              n_shared_experts=1, num_experts_per_tok=2, n_group=2,
                              topk_group=1, q_lora_rank=dim // 2, kv_lora_rank=dim // 2,
                              qk_rope_head_dim=8, qk_nope_head_dim=8, v_head_dim=8,
                              max_position_embeddings=seq, attn_implementation="eager")
    return DeepseekV3ForCausalLM(config)


def qwen2_moe(vocab=64, dim=32, layers=2, heads=4, kv_heads=2, experts=4, seq=8):
    """transformers' Qwen2MoeForCausalLM, small: a softmax router choosing
    the top 2 of 4 SwiGLU experts (probabilities renormalized over the
    chosen two), a shared expert scaled by a sigmoid gate of its own, QKV
    biases, and the load-balancing loss weighted 0.02 into the loss."""
    from transformers import Qwen2MoeConfig, Qwen2MoeForCausalLM
    config = Qwen2MoeConfig(vocab_size=vocab, hidden_size=dim, intermediate_size=2 * dim,
                            moe_intermediate_size=dim // 2,
                            shared_expert_intermediate_size=dim, num_hidden_layers=layers,
                            num_attention_heads=heads, num_key_value_heads=kv_heads,
                            max_position_embeddings=seq, num_experts=experts,
                            num_experts_per_tok=2, norm_topk_prob=True,
                            output_router_logits=True, router_aux_loss_coef=0.02,
                            attn_implementation="eager")
    return Qwen2MoeForCausalLM(config)

class ConvZoo(nn.Module):
    """The convolutions beyond a ResNet's: Whisper's strided 1-D stem,
    Mamba's causal depthwise 1-D convolution (padded by the window less
    one, the tail cut off), a grouped and dilated 2-D convolution and a
    3-D one, then a linear classifier."""

    def __init__(self, channels=4, width=6, length=16, classes=5):
        super().__init__()
        self.stem = nn.Conv1d(channels, width, 3, stride=2, padding=1)
        self.causal = nn.Conv1d(width, width, 4, groups=width, padding=3)
        self.grouped = nn.Conv2d(2, 4, 3, groups=2, dilation=2, padding=2)
        self.volume = nn.Conv3d(1, 2, 2, stride=(1, 2, 1))
        self.head = nn.Linear(self._features(torch.zeros(1, channels, length)).shape[1], classes)

    def _features(self, x):
        h = F.gelu(self.stem(x))                                   # [n, 6, 8]
        h = h + self.causal(h)[..., :h.shape[-1]]
        h = F.gelu(self.grouped(h.reshape(h.shape[0], 2, 6, 4)))   # [n, 4, 6, 4]
        h = self.volume(h.unsqueeze(1))                            # [n, 2, 3, 3, 3]
        return h.flatten(1)

    def forward(self, x):
        return self.head(self._features(x))


def mamba(vocab=64, dim=32, layers=2, state=8, window=4):
    """transformers' MambaForCausalLM, small, on its slow path (no CUDA
    kernels): a causal depthwise 1-D convolution (torch-mlir's 2-D
    depthwise form) and the selective scan unrolled over the tokens."""
    from transformers import MambaConfig, MambaForCausalLM
    config = MambaConfig(vocab_size=vocab, hidden_size=dim, state_size=state,
                         num_hidden_layers=layers, expand=2, conv_kernel=window,
                         use_mambapy=False)
    return MambaForCausalLM(config)


def whisper(vocab=64, mels=8, dim=32, frames=16, heads=2):
    """transformers' WhisperForConditionalGeneration, small: two 1-D
    convolutions (the second strided) over log-mel features, an encoder
    layer and a decoder layer with cross-attention."""
    from transformers import WhisperConfig, WhisperForConditionalGeneration
    config = WhisperConfig(vocab_size=vocab, num_mel_bins=mels, encoder_layers=1,
                           decoder_layers=1, d_model=dim, encoder_attention_heads=heads,
                           decoder_attention_heads=heads, encoder_ffn_dim=2 * dim,
                           decoder_ffn_dim=2 * dim, max_source_positions=frames // 2,
                           max_target_positions=16, pad_token_id=0, decoder_start_token_id=1,
                           dropout=0.0, attn_implementation="eager")
    return WhisperForConditionalGeneration(config)


def gemma2(vocab=64, dim=32, layers=2, heads=4, kv_heads=2, seq=8):
    """transformers' Gemma2ForCausalLM, small: embeddings scaled by
    sqrt(dim) (a subclass of nn.Embedding with padding_idx 0), RMSNorm with
    (1 + weight) before and after attention and MLP, GeGLU with
    gelu_pytorch_tanh, attention logits soft-capped at 50 and the final
    logits at 30, query_pre_attn_scalar 16 (not head_dim), and a sliding
    window of 4 (narrower than the sequence) on every other layer."""
    from transformers import Gemma2Config, Gemma2ForCausalLM
    config = Gemma2Config(vocab_size=vocab, hidden_size=dim, intermediate_size=2 * dim,
                          num_hidden_layers=layers, num_attention_heads=heads,
                          num_key_value_heads=kv_heads, head_dim=dim // heads,
                          query_pre_attn_scalar=16, max_position_embeddings=seq,
                          sliding_window=4, attn_logit_softcapping=50.0,
                          final_logit_softcapping=30.0, attn_implementation="eager")
    return Gemma2ForCausalLM(config)


def hf_gpt2(vocab=96, dim=32, layers=2, heads=2, seq=8):
    """transformers' GPT2LMHeadModel, small, without dropout: its loss
    (labels=...) shifts the labels inside the model by padding them with
    -100 and slicing off the first."""
    from transformers import GPT2Config, GPT2LMHeadModel
    config = GPT2Config(vocab_size=vocab, n_positions=seq, n_embd=dim, n_layer=layers,
                        n_head=heads, resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0,
                        bos_token_id=0, eos_token_id=0, attn_implementation="eager")
    return GPT2LMHeadModel(config)


def hf_bert(vocab=40, dim=32, layers=2, heads=4, seq=8, classes=3):
    """transformers' BertForSequenceClassification, small, as fine-tuning
    runs it on padded batches: token id 0 is the padding (the word
    embedding's padding_idx) and the attention mask (tokens != 0) keeps
    every query from attending to padded keys."""
    from transformers import BertConfig, BertForSequenceClassification
    config = BertConfig(vocab_size=vocab, hidden_size=dim, num_hidden_layers=layers,
                        num_attention_heads=heads, intermediate_size=2 * dim,
                        max_position_embeddings=seq, type_vocab_size=2, num_labels=classes,
                        hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0,
                        pad_token_id=0, attn_implementation="eager")
    return BertForSequenceClassification(config)


def lora_llama(dtype=torch.float32):
    """peft's LoRA (r 4, alpha 8, on every attention and MLP projection) on
    llama() in `dtype`: the base frozen, the adapters in FP32 (peft's
    autocast_adapter_dtype)."""
    from peft import LoraConfig, get_peft_model
    base = llama().to(dtype)
    config = LoraConfig(r=4, lora_alpha=8, lora_dropout=0.0,
                        target_modules=["q_proj", "k_proj", "v_proj", "o_proj",
                                        "gate_proj", "up_proj", "down_proj"])
    model = get_peft_model(base, config)
    # B starts at zero (LoRA's init); give it values so that the first
    # steps already differentiate through both adapter matrices.
    with torch.no_grad():
        for name, p in model.named_parameters():
            if "lora_B" in name:
                p.normal_(std=0.02)
    return model


def lm_loss(logits, tokens):
    # Next-token prediction; vocabulary ids repeat, so the embedding's
    # gradient must accumulate.
    vocab = logits.shape[-1]
    return F.cross_entropy(logits[:, :-1].reshape(-1, vocab), tokens[:, 1:].reshape(-1))


def seeded(cls, seed):
    torch.manual_seed(seed)
    return cls()
